import type { Message, MessageListItem } from '@bunkhouse/contract';
import { isoTime, jsonObject } from '../db/json';
import { sql } from '../db/sql';

/** Part `n` of a message's cause ('receipt:payment:12' → part 3 is '12'). */
const part = (n: number) => sql`split_part(m.cause, ':', ${n}::int)`;

/** What caused a message, in words, from its cause key and who asked (`users u`, left joined). */
const CAUSE_WORDS = sql`CASE split_part(m.cause, ':', 1)
  WHEN 'receipt' THEN 'Payment #' || ${part(3)}
  WHEN 'reminder' THEN 'Rent charge #' || ${part(3)} || ' due soon'
  WHEN 'overdue' THEN 'Rent charge #' || ${part(3)} || ' overdue, notice ' || ${part(4)}
  WHEN 'late_fee' THEN 'Late fee #' || ${part(3)}
  WHEN 'settlement' THEN 'Deposit #' || ${part(3)} || ' settled'
  WHEN 'statement' THEN 'Asked for by ' || coalesce(u.username, 'staff')
  WHEN 'resend' THEN 'Message #' || ${part(2)} || ' sent again by ' || coalesce(u.username, 'staff')
  ELSE m.cause END`;

const LIST_FIELDS = {
  id: sql`m.id`,
  tenant: jsonObject<MessageListItem['tenant']>({
    id: sql`t.id`,
    name: sql`t.first_name || ' ' || t.last_name`,
  }),
  to_address: sql`m.to_address`,
  kind: sql`m.kind`,
  subject: sql`m.subject`,
  status: sql`m.status`,
  reason: sql`m.reason`,
  attempts: sql`m.attempts`,
  created_at: isoTime(sql`m.created_at`),
  sent_at: isoTime(sql`m.sent_at`),
  cause: CAUSE_WORDS,
};

/** A row of Finance > Messages, from `messages m`, `tenants t` and who asked for it, `users u` (left joined). */
export const MESSAGE_LIST_JSON = jsonObject<MessageListItem>(LIST_FIELDS);

export const MESSAGE_JSON = jsonObject<Message>({
  ...LIST_FIELDS,
  body: sql`m.body`,
  attachment: sql`CASE WHEN m.statement_start IS NOT NULL THEN
    CASE m.kind WHEN 'receipt' THEN 'Receipt ' ELSE 'Statement ' END
    || to_char(m.statement_start, 'DD Mon YYYY') || ' – ' || to_char(m.statement_end, 'DD Mon YYYY') || ' (PDF)' END`,
});

export const MESSAGE_FROM = sql`JOIN tenants t ON t.id = m.tenant_id LEFT JOIN users u ON u.id = m.created_by`;
