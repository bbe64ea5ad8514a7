import { randomUUID } from 'node:crypto';
import {
  displayDate,
  MESSAGE_MESSAGES,
  MESSAGE_REASONS,
  type MessageListQuery,
  type StatementSendBody,
} from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { notFound, refusal } from '../../errors';
import { recordAudit } from '../audit/audit';
import { selectMessageSettings } from './message-settings.queries';
import * as q from './messages.queries';
import { queueMessages, selectRecipients } from './outbox';
import { statementDays } from './statement.service';

/** Finance > Messages and a tenant's messages (issue 32). */
export const listMessages = (db: Db, query: MessageListQuery) => q.selectMessagesPage(db, query);

export async function getMessage(db: Db, id: number) {
  const found = await q.findMessage(db, id);
  if (!found) throw notFound('Message');
  return found;
}

/**
 * Sends a message again: a new queued copy of its text (the cause is this click: `key`, the request's
 * Idempotency-Key when it has one), to the tenant's address now. Refused while messages are off.
 */
export async function resendMessage(db: Db, id: number, actorId: number, key: string | null) {
  const newId = await db.transaction(async (tx) => {
    const original = await q.selectQueuedText(tx, id);
    if (!original) throw notFound('Message');
    if (!(await selectMessageSettings(tx)).messages_on) throw refusal(MESSAGE_MESSAGES.messagesOff);
    const [tenant] = await selectRecipients(tx, [original.tenant_id]);
    const to = tenant!.email.trim() || null;
    const reason = !to ? MESSAGE_REASONS.noEmail : tenant!.messages_opt_out ? MESSAGE_REASONS.optedOut : null;
    const inserted = await q.insertResend(
      tx,
      id,
      `resend:${id}:${key ?? randomUUID()}`,
      { to, reason },
      actorId,
    );
    if (inserted === null) throw refusal('This message was sent again already.');
    await recordAudit(tx, {
      userId: actorId,
      action: 'resend',
      entity: 'message',
      entityId: inserted,
      detail: { resent_from: id },
    });
    return inserted;
  });
  return getMessage(db, newId);
}

/** Queues a tenant's statement of `start`..`end` by e-mail, the PDF attached (a staff click: whatever the kinds' switches). */
export async function sendStatement(
  db: Db,
  tenantId: number,
  body: StatementSendBody,
  actorId: number,
  key: string | null,
  today: string,
) {
  const days = statementDays({ start: body.start, end: body.end }, today);
  const id = await db.transaction(async (tx) => {
    if (!(await selectMessageSettings(tx)).messages_on) throw refusal(MESSAGE_MESSAGES.messagesOff);
    if (!(await selectRecipients(tx, [tenantId])).length) throw notFound('Tenant');
    const [queued] = await queueMessages(
      tx,
      'statement',
      [
        {
          tenantId,
          cause: `statement:${tenantId}:${key ?? randomUUID()}`,
          fields: { start_date: displayDate(days.start), end_date: displayDate(days.end) },
          statement: days,
          createdBy: actorId,
        },
      ],
      { always: true },
    );
    if (queued === undefined) throw refusal('This statement was queued already.');
    await recordAudit(tx, {
      userId: actorId,
      action: 'create',
      entity: 'message',
      entityId: queued,
      detail: { tenant_id: tenantId, ...days },
    });
    return queued;
  });
  return getMessage(db, id);
}
