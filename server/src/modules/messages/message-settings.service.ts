import {
  MESSAGE_MESSAGES,
  type MailOutInput,
  type MessageSettings,
  type MessageSettingsPatch,
} from '@bunkhouse/contract';
import type { Config, SmtpSettings } from '../../config';
import type { Db, Executor } from '../../db/database';
import { fieldError, refuseFields } from '../../errors';
import { changedFields, recordAudit } from '../audit/audit';
import { seal, unseal } from '../settings/secret-box';
import * as q from './message-settings.queries';

export type MailOutConfig = Pick<Config, 'settingsKey' | 'mailOut'>;

/** Where messages go out: the SMTP server and the sender, from Settings > Mail out, else the environment. */
export interface MailOut {
  smtp: SmtpSettings;
  source: 'settings' | 'environment';
  from: { name: string | null; address: string } | null;
  replyTo: string | null;
}

/** 'Name <address>' or 'address' (SMTP_FROM). */
function parseFrom(raw: string | null): { name: string | null; address: string } | null {
  if (!raw) return null;
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(raw);
  return match ? { name: match[1] || null, address: match[2]!.trim() } : { name: null, address: raw.trim() };
}

/** The stored server with its password unsealed (null when none is stored or the key cannot open it). */
export function storedSmtp(row: q.MessageSettingsRow, key: string | null): SmtpSettings | null {
  if (!row.smtp_host || row.smtp_port === null) return null;
  const password = row.smtp_password && key ? unseal(key, row.smtp_password) : null;
  if (row.smtp_password && password === null) return null;
  return {
    host: row.smtp_host,
    port: row.smtp_port,
    tls: row.smtp_tls ?? 'starttls',
    user: row.smtp_user,
    password,
  };
}

export function mailOutOf(row: q.MessageSettingsRow, config: MailOutConfig): MailOut | null {
  const stored = storedSmtp(row, config.settingsKey);
  const smtp = stored ?? config.mailOut.smtp;
  if (!smtp) return null;
  const env = parseFrom(config.mailOut.from);
  const from = row.from_address
    ? { name: row.from_name ?? env?.name ?? null, address: row.from_address }
    : env;
  return { smtp, source: stored ? 'settings' : 'environment', from, replyTo: row.reply_to };
}

export async function getMessageSettings(db: Executor, config: MailOutConfig): Promise<MessageSettings> {
  const row = await q.selectMessageSettings(db);
  const out = mailOutOf(row, config);
  return {
    messages_on: row.messages_on,
    mail_out: out && {
      host: out.smtp.host,
      port: out.smtp.port,
      tls: out.smtp.tls,
      user: out.smtp.user,
      has_password: out.smtp.password !== null,
    },
    mail_out_from: out?.source ?? 'none',
    from_name: row.from_name,
    from_address: row.from_address,
    reply_to: row.reply_to,
    receipts_on: row.receipts_on,
    reminders_on: row.reminders_on,
    reminder_days: row.reminder_days,
    overdue_on: row.overdue_on,
    overdue_every_days: row.overdue_every_days,
    overdue_times: row.overdue_times,
    late_fee_notices_on: row.late_fee_notices_on,
    settlements_on: row.settlements_on,
    payment_instructions: row.payment_instructions,
    link_days: row.link_days,
    public_url: row.public_url,
    can_store_password: config.settingsKey !== null,
  };
}

/** The form names the stored server and user: a password left empty means the stored one. */
export const isStoredServer = (row: q.MessageSettingsRow, input: MailOutInput) =>
  row.smtp_host === input.host && row.smtp_user === (input.user ?? null);

/** The server's columns as the form sends them: a new password sealed, none keeps the stored one. */
function smtpColumns(input: MailOutInput | null, row: q.MessageSettingsRow, key: string | null) {
  if (input === null)
    return { smtp_host: null, smtp_port: null, smtp_tls: null, smtp_user: null, smtp_password: null };
  if (input.password !== undefined && key === null)
    throw fieldError('mail_out.password', MESSAGE_MESSAGES.noKey);
  return {
    smtp_host: input.host,
    smtp_port: Number(input.port),
    smtp_tls: input.tls,
    smtp_user: input.user ?? null,
    smtp_password:
      input.password !== undefined
        ? seal(key!, input.password)
        : isStoredServer(row, input)
          ? row.smtp_password
          : null,
  };
}

/** Changes Settings > Mail out (only what is sent); messages on needs a server, a sender and the public address. */
export async function patchMessageSettings(
  db: Db,
  config: MailOutConfig,
  body: MessageSettingsPatch,
  actorId: number,
) {
  await db.transaction(async (tx) => {
    const row = await q.selectMessageSettings(tx, { lock: true });
    const pick = <K extends keyof q.MessageSettingsRow>(
      key: K,
      value: q.MessageSettingsRow[K] | undefined,
    ) => (value === undefined ? row[key] : value);
    const next: q.MessageSettingsRow = {
      ...row,
      messages_on: pick('messages_on', body.messages_on),
      from_name: pick('from_name', body.from_name),
      from_address: pick('from_address', body.from_address),
      reply_to: pick('reply_to', body.reply_to),
      receipts_on: pick('receipts_on', body.receipts_on),
      reminders_on: pick('reminders_on', body.reminders_on),
      reminder_days: pick('reminder_days', body.reminder_days),
      overdue_on: pick('overdue_on', body.overdue_on),
      overdue_every_days: pick('overdue_every_days', body.overdue_every_days),
      overdue_times: pick('overdue_times', body.overdue_times),
      late_fee_notices_on: pick('late_fee_notices_on', body.late_fee_notices_on),
      settlements_on: pick('settlements_on', body.settlements_on),
      payment_instructions: pick('payment_instructions', body.payment_instructions ?? undefined) ?? '',
      link_days: pick('link_days', body.link_days),
      public_url: pick('public_url', body.public_url),
      ...(body.mail_out === undefined ? {} : smtpColumns(body.mail_out, row, config.settingsKey)),
    };
    if (body.payment_instructions === null) next.payment_instructions = '';
    if (next.messages_on) {
      const out = mailOutOf(next, config);
      refuseFields({
        messages_on: out ? null : MESSAGE_MESSAGES.mailOutNeeded,
        from_address: !out || out.from ? null : 'Enter the address messages are sent from.',
        public_url: next.public_url ? null : MESSAGE_MESSAGES.publicUrlNeeded,
      });
    }
    const changes = changedFields(row, next);
    if (!changes) return;
    await q.updateMessageSettings(tx, next);
    await recordAudit(tx, { userId: actorId, action: 'update', entity: 'message_settings', changes });
  });
  return getMessageSettings(db, config);
}
