import {
  SETTINGS_MESSAGES,
  toCents,
  type BusinessSettings,
  type MailSourceInput,
  type PublicSettings,
  type SettingsPatch,
} from '@bunkhouse/contract';
import type { Config, ImapSettings } from '../../config';
import type { Db, Tx } from '../../db/database';
import { fieldError, refuseFields } from '../../errors';
import type { LateFeeRule } from '../billing/late-fees';
import { subTypeProblem } from '../finance/refusals';
import { changedFields, recordAudit } from '../audit/audit';
import { seal, unseal } from './secret-box';
import type { Business, SettingsStore } from './settings-store';
import * as q from './settings.queries';

type SettingsConfig = Pick<Config, 'businessTimezone' | 'rentLeadDays' | 'settingsKey' | 'mail'>;

/** Creates the settings row at first start from the environment (BUSINESS_TIMEZONE, RENT_LEAD_DAYS). */
export const ensureSettings = (db: Db, first: { timeZone: string; rentLeadDays: number }) =>
  q.insertFirstSettings(db, first);

/** The stored mailbox with its password unsealed, or null when none is stored (or the key cannot open it). */
function storedMailbox(row: q.SettingsRow, key: string | null): ImapSettings | null {
  if (!row.mail_host || !row.mail_user || row.mail_port === null) return null;
  const password = row.mail_password && key ? unseal(key, row.mail_password) : null;
  if (password === null) return null;
  return {
    host: row.mail_host,
    port: row.mail_port,
    secure: row.mail_tls ?? true,
    user: row.mail_user,
    password,
    mailbox: row.mail_mailbox ?? 'INBOX',
  };
}

/** Settings > Business's late fees, and the rule the billing job charges by (none when off or without a type). */
function lateFeesOf(row: q.SettingsRow | null): Business['lateFees'] {
  const mode = row?.late_fee_mode ?? 'off';
  const typeId = row?.late_fee_type_id ?? null;
  const amount = row?.late_fee_amount ?? '0.00';
  const percent = row?.late_fee_percent ?? '0.00';
  const max = row?.late_fee_max ?? null;
  const rule: LateFeeRule | null =
    mode === 'off' || typeId === null
      ? null
      : { mode, amount, percent, max, typeId, graceDays: row?.grace_days ?? 0 };
  return { mode, amount, percent, max, typeId, rule };
}

/** How the settings store reads the business settings (the environment's mailbox when none is stored). */
export function businessLoader(db: Db, config: SettingsConfig): () => Promise<Business> {
  return async () => {
    const row = await q.selectSettings(db);
    const stored = row ? storedMailbox(row, config.settingsKey) : null;
    const mail = stored ?? config.mail.imap;
    return {
      businessName: row?.business_name ?? 'Bunkhouse',
      contactEmail: row?.contact_email ?? null,
      timeZone: row?.time_zone ?? config.businessTimezone,
      rentLeadDays: row?.rent_lead_days ?? config.rentLeadDays,
      graceDays: row?.grace_days ?? 0,
      booksClosedThrough: row?.books_closed_through ?? null,
      lateFees: lateFeesOf(row),
      deposit: { mode: row?.deposit_mode ?? 'none', amount: row?.deposit_amount ?? '0.00' },
      mail,
      mailFrom: stored ? 'settings' : mail ? 'environment' : 'none',
    };
  };
}

export async function getPublicSettings(settings: SettingsStore): Promise<PublicSettings> {
  const business = await settings.current();
  return {
    business_name: business.businessName,
    contact_email: business.contactEmail,
    time_zone: business.timeZone,
  };
}

/** Settings > Business and Mail source: never the mailbox password, only whether there is one. */
export async function getSettings(
  settings: SettingsStore,
  config: SettingsConfig,
): Promise<BusinessSettings> {
  const b = await settings.current();
  return {
    business_name: b.businessName,
    contact_email: b.contactEmail,
    time_zone: b.timeZone,
    rent_lead_days: b.rentLeadDays,
    grace_days: b.graceDays,
    books_closed_through: b.booksClosedThrough,
    late_fee_mode: b.lateFees.mode,
    late_fee_amount: b.lateFees.amount,
    late_fee_percent: b.lateFees.percent,
    late_fee_max: b.lateFees.max,
    late_fee_type_id: b.lateFees.typeId,
    deposit_mode: b.deposit.mode,
    deposit_amount: b.deposit.amount,
    mail: b.mail && {
      host: b.mail.host,
      port: b.mail.port,
      tls: b.mail.secure,
      user: b.mail.user,
      mailbox: b.mail.mailbox,
      has_password: b.mail.password !== '',
    },
    mail_from: b.mailFrom,
    can_store_mail_password: config.settingsKey !== null,
  };
}

/** The mailbox's columns as the form sends them: a new password sealed, none keeps the stored one. */
function mailColumns(mail: MailSourceInput | null, row: q.SettingsRow, key: string | null) {
  if (mail === null) {
    return {
      mail_host: null,
      mail_port: null,
      mail_tls: null,
      mail_user: null,
      mail_password: null,
      mail_mailbox: null,
    };
  }
  if (mail.password !== undefined && key === null) throw fieldError('mail.password', SETTINGS_MESSAGES.noKey);
  const password = mail.password !== undefined ? seal(key!, mail.password) : row.mail_password;
  if (password === null) throw fieldError('mail.password', SETTINGS_MESSAGES.passwordNeeded);
  return {
    mail_host: mail.host,
    mail_port: Number(mail.port),
    mail_tls: mail.tls,
    mail_user: mail.user,
    mail_password: password,
    mail_mailbox: mail.mailbox ?? 'INBOX',
  };
}

/**
 * Changes the business settings (only what is sent); a new time zone counts the reports' daily
 * rollups again in it, in the same transaction. Every instance reads the change at its commit.
 */
export async function patchSettings(
  db: Db,
  settings: SettingsStore,
  config: SettingsConfig,
  body: SettingsPatch,
  actorId: number,
) {
  const closing = body.books_closed_through;
  if (closing && closing >= (await settings.today()))
    throw fieldError('books_closed_through', SETTINGS_MESSAGES.booksClosedNotPast);
  await db.transaction(async (tx) => {
    const row = (await q.selectSettings(tx, { lock: true }))!;
    const next: q.SettingsRow = {
      ...row,
      business_name: body.business_name ?? row.business_name,
      contact_email: body.contact_email === undefined ? row.contact_email : body.contact_email,
      time_zone: body.time_zone ?? row.time_zone,
      rent_lead_days: body.rent_lead_days === undefined ? row.rent_lead_days : Number(body.rent_lead_days),
      grace_days: body.grace_days === undefined ? row.grace_days : Number(body.grace_days),
      books_closed_through: closing === undefined ? row.books_closed_through : closing,
      late_fee_mode: body.late_fee_mode ?? row.late_fee_mode,
      late_fee_amount: body.late_fee_amount ?? row.late_fee_amount,
      late_fee_percent: body.late_fee_percent ?? row.late_fee_percent,
      late_fee_max: body.late_fee_max === undefined ? row.late_fee_max : body.late_fee_max,
      late_fee_type_id: body.late_fee_type_id ?? row.late_fee_type_id,
      deposit_mode: body.deposit_mode ?? row.deposit_mode,
      deposit_amount: body.deposit_amount ?? row.deposit_amount,
      ...(body.mail === undefined ? {} : mailColumns(body.mail, row, config.settingsKey)),
    };
    await refuseLateFees(tx, next, body);
    const changes = changedFields(row, next);
    if (!changes) return;
    await q.updateSettings(tx, next);
    if (next.time_zone !== row.time_zone) await q.rebuildDailyTotals(tx);
    await recordAudit(tx, { userId: actorId, action: 'update', entity: 'settings', changes });
  });
  settings.changed();
  return getSettings(settings, config);
}

/** The mailbox the form describes, the stored password standing in for one not typed. */
export async function mailboxToTest(settings: SettingsStore, body: MailSourceInput): Promise<ImapSettings> {
  const current = (await settings.current()).mail;
  const password =
    body.password ?? (current?.host === body.host && current.user === body.user ? current.password : null);
  if (password === null) throw fieldError('password', SETTINGS_MESSAGES.passwordNeeded);
  return {
    host: body.host,
    port: Number(body.port),
    secure: body.tls,
    user: body.user,
    password,
    mailbox: body.mailbox ?? 'INBOX',
  };
}

/** A late fee rule that can charge: its amount or percent given, of an active fee type; a fixed deposit given. */
async function refuseLateFees(tx: Tx, next: q.SettingsRow, body: SettingsPatch) {
  const type =
    body.late_fee_type_id === undefined ? null : await subTypeProblem(tx, next.late_fee_type_id!, 'fee');
  refuseFields({
    late_fee_amount:
      next.late_fee_mode === 'flat' && toCents(next.late_fee_amount) === 0
        ? SETTINGS_MESSAGES.lateFeeAmountNeeded
        : null,
    late_fee_percent:
      next.late_fee_mode === 'percent' && toCents(next.late_fee_percent) === 0
        ? SETTINGS_MESSAGES.lateFeePercentNeeded
        : null,
    late_fee_type_id: type,
    deposit_amount:
      next.deposit_mode === 'fixed' && toCents(next.deposit_amount) === 0
        ? SETTINGS_MESSAGES.depositAmountNeeded
        : null,
  });
}
