import {
  displayMoney,
  MESSAGE_REASONS,
  renderTemplate,
  toCents,
  type MessageKind,
} from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';
import { linkUrl, signLink } from './balance-link';
import { selectMessageSettings, type MessageSettingsRow } from './message-settings.queries';
import { DEFAULT_TEMPLATES } from './templates';

/**
 * The outbox's one door (issue 32, decision 044): a message per cause, written in the caller's
 * transaction, so that it exists exactly when its cause does; `cause` is unique, so a cause queues
 * once however often it is met (a rerun, a second instance). Nothing is queued while messages are
 * off or the kind is off. The text is written now, from the kind's template: the fields the caller
 * gives and the tenant's own (name, balance, their link). A tenant without an address, or who opted
 * out, gets a 'skipped' row that says why.
 */

export interface MessageCause {
  tenantId: number;
  /** Unique per message: 'receipt:payment:12'. */
  cause: string;
  /** The kind's own fields, as displayed ('$650.00', '01 Dec 2026'). */
  fields: Record<string, string>;
  /** The statement attached, when there is one. */
  statement?: { start: string; end: string } | null;
  createdBy?: number | null;
}

const KIND_SWITCH: Record<MessageKind, keyof MessageSettingsRow | null> = {
  receipt: 'receipts_on',
  reminder: 'reminders_on',
  overdue: 'overdue_on',
  late_fee: 'late_fee_notices_on',
  settlement: 'settlements_on',
  statement: null,
};

/** `{balance}` in words: what is owed, or the credit. */
export function balanceInWords(balance: string) {
  const cents = toCents(balance);
  if (cents === 0) return 'nothing owed';
  return cents < 0 ? `${displayMoney(balance.slice(1))} owed` : `${displayMoney(balance)} in credit`;
}

/** The settings the outbox writes with, or null when messages of this kind are off. */
export async function outboxSettings(db: Executor, kind: MessageKind) {
  const settings = await selectMessageSettings(db);
  const kindSwitch = KIND_SWITCH[kind];
  if (!settings.messages_on || (kindSwitch && !settings[kindSwitch])) return null;
  return settings;
}

interface Recipient {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  messages_opt_out: boolean;
  balance_amount: string;
  link_version: number;
  business_name: string;
  contact_email: string | null;
}

/** Every field of a message to this tenant: theirs, the business's, then the cause's. */
export function messageFields(
  settings: MessageSettingsRow,
  tenant: Recipient,
  fields: Record<string, string>,
  now = Date.now(),
): Record<string, string> {
  const token = signLink(settings.link_secret, {
    tenantId: tenant.id,
    version: tenant.link_version,
    expires: Math.floor(now / 1000) + settings.link_days * 86_400,
  });
  return {
    first_name: tenant.first_name,
    last_name: tenant.last_name,
    business_name: tenant.business_name,
    contact_email: tenant.contact_email ?? '',
    balance: balanceInWords(tenant.balance_amount),
    balance_link: settings.public_url ? linkUrl(settings.public_url, token) : '',
    payment_instructions: settings.payment_instructions,
    ...fields,
  };
}

export async function selectRecipients(db: Executor, tenantIds: number[]) {
  return db.query<Recipient>(
    sql`SELECT t.id, t.first_name, t.last_name, t.email, t.messages_opt_out, t.balance_amount, t.link_version,
               b.business_name, b.contact_email
        FROM tenants t CROSS JOIN business_settings b
        WHERE t.id = ANY(${tenantIds}::int[])`,
  );
}

/** The kind's template: the operator's, else the product's. */
export async function selectTemplate(db: Executor, kind: MessageKind) {
  const [row] = await db.query<{ subject: string; body: string }>(
    sql`SELECT subject, body FROM message_templates WHERE kind = ${kind}`,
  );
  return row ?? DEFAULT_TEMPLATES[kind];
}

/**
 * Queues a message per cause (see the module comment); answers the ids of the rows this call wrote
 * (a cause met before writes none). `always`: a staff click (a statement, a resend), sent whatever the kind's switch.
 */
export async function queueMessages(
  tx: Executor,
  kind: MessageKind,
  causes: MessageCause[],
  { always = false }: { always?: boolean } = {},
): Promise<number[]> {
  if (!causes.length) return [];
  const settings = always ? await selectMessageSettings(tx) : await outboxSettings(tx, kind);
  if (!settings?.messages_on) return [];
  const template = await selectTemplate(tx, kind);
  const recipients = new Map(
    (await selectRecipients(tx, [...new Set(causes.map((c) => c.tenantId))])).map((r) => [r.id, r]),
  );
  const rows = causes.map((c) => {
    const tenant = recipients.get(c.tenantId)!;
    const values = messageFields(settings, tenant, c.fields);
    const reason = !tenant.email.trim()
      ? MESSAGE_REASONS.noEmail
      : tenant.messages_opt_out
        ? MESSAGE_REASONS.optedOut
        : null;
    return {
      tenant_id: c.tenantId,
      cause: c.cause,
      to_address: tenant.email.trim() || null,
      subject: renderTemplate(template.subject, values).replace(/\s+/g, ' ').trim().slice(0, 300),
      body: renderTemplate(template.body, values).replace(/\n{3,}/g, '\n\n'),
      statement_start: c.statement?.start ?? null,
      statement_end: c.statement?.end ?? null,
      status: reason ? 'skipped' : 'queued',
      reason,
      created_by: c.createdBy ?? null,
    };
  });
  const inserted = await tx.query<{ id: number }>(
    sql`INSERT INTO messages (tenant_id, kind, cause, to_address, subject, body, statement_start, statement_end,
                              status, reason, created_by)
        SELECT r.tenant_id, ${kind}, r.cause, r.to_address, r.subject, r.body, r.statement_start, r.statement_end,
               r.status, r.reason, r.created_by
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS r(tenant_id int, cause text, to_address text, subject text, body text, statement_start date,
               statement_end date, status text, reason text, created_by int)
        ON CONFLICT (cause) DO NOTHING
        RETURNING id`,
  );
  return inserted.map((r) => Number(r.id));
}
