import {
  addDays,
  displayDate,
  displayMoney,
  MESSAGE_FIELDS,
  MESSAGE_KINDS,
  MESSAGE_MESSAGES,
  renderTemplate,
  unknownFields,
  type MessageKind,
  type MessagePreview,
  type MessagePreviewBody,
  type MessageTemplate,
  type MessageTemplateBody,
} from '@bunkhouse/contract';
import type { Db, Executor } from '../../db/database';
import { sql } from '../../db/sql';
import { notFound, refuseFields } from '../../errors';
import { changedFields, recordAudit } from '../audit/audit';
import { selectMessageSettings } from './message-settings.queries';
import { messageFields, selectRecipients, selectTemplate } from './outbox';
import { DEFAULT_TEMPLATES } from './templates';

/** Settings > Message templates (issue 32): each kind's subject and body, edited, previewed, set back. */

export function messageKind(raw: string): MessageKind {
  if (!(MESSAGE_KINDS as readonly string[]).includes(raw)) throw notFound('Message template');
  return raw as MessageKind;
}

export async function listTemplates(db: Executor): Promise<MessageTemplate[]> {
  const edited = new Map(
    (
      await db.query<{ kind: MessageKind; subject: string; body: string }>(
        sql`SELECT kind, subject, body FROM message_templates`,
      )
    ).map((t) => [t.kind, t]),
  );
  return MESSAGE_KINDS.map((kind) => ({
    kind,
    ...(edited.get(kind) ?? DEFAULT_TEMPLATES[kind]),
    is_default: !edited.has(kind),
    fields: [...MESSAGE_FIELDS[kind]],
  }));
}

/** Refuses a subject or body naming a field the kind does not have, saying which it can use. */
function refuseUnknownFields(kind: MessageKind, body: MessageTemplateBody) {
  const problem = (text: string) => {
    const unknown = unknownFields(text, kind);
    return unknown.length ? MESSAGE_MESSAGES.unknownFields(unknown, kind) : null;
  };
  refuseFields({ subject: problem(body.subject), body: problem(body.body) });
}

export async function saveTemplate(db: Db, kind: MessageKind, body: MessageTemplateBody, actorId: number) {
  refuseUnknownFields(kind, body);
  await db.transaction(async (tx) => {
    const before = await selectTemplate(tx, kind);
    await tx.query(
      sql`INSERT INTO message_templates (kind, subject, body, updated_by) VALUES (${kind}, ${body.subject}, ${body.body}, ${actorId})
          ON CONFLICT (kind) DO UPDATE SET subject = excluded.subject, body = excluded.body,
            updated_at = now(), updated_by = excluded.updated_by`,
    );
    const changes = changedFields(before, { subject: body.subject, body: body.body });
    if (changes)
      await recordAudit(tx, {
        userId: actorId,
        action: 'update',
        entity: 'message_template',
        entityId: kind,
        changes,
      });
  });
  return (await listTemplates(db)).find((t) => t.kind === kind)!;
}

export async function resetTemplate(db: Db, kind: MessageKind, actorId: number) {
  await db.transaction(async (tx) => {
    const deleted = await tx.query(sql`DELETE FROM message_templates WHERE kind = ${kind} RETURNING kind`);
    if (deleted.length)
      await recordAudit(tx, {
        userId: actorId,
        action: 'delete',
        entity: 'message_template',
        entityId: kind,
      });
  });
}

/** Sample values of a kind's own fields for a preview, from the tenant's current order where it has one. */
async function sampleFields(db: Executor, tenantId: number, today: string): Promise<Record<string, string>> {
  const [order] = await db.query<{ rent: string | null; due: string | null }>(
    sql`SELECT current_rent_amount::text AS rent, current_rent_due_date AS due FROM tenants WHERE id = ${tenantId}`,
  );
  const rent = displayMoney(order?.rent ?? '100.00');
  const due = displayDate(order?.due ?? today);
  return {
    amount: rent,
    paid_on: displayDate(today),
    method: 'Zelle',
    amount_due: rent,
    due_date: due,
    days_late: '3',
    fee_amount: displayMoney('25.00'),
    deposit_amount: rent,
    deductions: displayMoney('0.00'),
    released: rent,
    start_date: displayDate(addDays(today, -30)),
    end_date: displayDate(today),
  };
}

/** The template as typed, written for one real tenant (their name, balance and link; sample amounts). */
export async function previewTemplate(
  db: Db,
  kind: MessageKind,
  body: MessagePreviewBody,
  today: string,
): Promise<MessagePreview> {
  refuseUnknownFields(kind, body);
  const [tenant] = await selectRecipients(db, [Number(body.tenant_id)]);
  if (!tenant) throw notFound('Tenant');
  const settings = await selectMessageSettings(db);
  const values = messageFields(settings, tenant, await sampleFields(db, tenant.id, today));
  return {
    to: tenant.email.trim() || null,
    subject: renderTemplate(body.subject, values),
    body: renderTemplate(body.body, values),
  };
}
