import {
  fromCents,
  LAYOUT_MESSAGES,
  toCents,
  type LayoutPatchBody,
  type LayoutTestBody,
  type LayoutTestResult,
  type NeedsLookEntry,
  type NeedsLookQuery,
  type TeachBody,
  type TeachResult,
} from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { JsonText, pageWindow } from '../../db/list';
import { fieldError, notFound, refusal, refuseFields } from '../../errors';
import { recordAudit } from '../audit/audit';
import { subTypeProblem } from '../finance/refusals';
import { deriveLayout, layoutPatternsProblem } from '../mail/derive-layout';
import { mailReader } from '../mail/mail-reader';
import { parseMail } from '../mail/parse';
import { UnreadableMail } from '../mail/parsed';
import * as q from './candidates.queries';
import { readAgain, type ParseSettings } from './ingest.service';
import * as layouts from './layouts.queries';

/**
 * Teaching a mail layout (issue 31): the mails from a verified sender that no rule reads wait for a
 * look; staff mark one's payer and amount, a layout is derived from it (mail/derive-layout.ts) for
 * that sender's domain, and the mail is read again: from then on the sender's mail of that layout is
 * read like any provider's (mail/taught.ts), traps and trust included.
 */

/** At most this much of a waiting mail's text is shown. */
const TEXT_SHOWN = 20_000;

/** The text the rules read of a stored mail that no rule reads; '' when it cannot be read now. */
async function textOf(raw: Buffer, timezone: string) {
  try {
    const reading = await mailReader.read(raw, { timezone, methods: [] });
    return (reading.text ?? '').slice(0, TEXT_SHOWN);
  } catch (error) {
    if (error instanceof UnreadableMail) return '';
    throw error;
  }
}

export async function listNeedsLook(db: Db, query: NeedsLookQuery, timezone: string) {
  const { count, rows } = await layouts.selectWaiting(db, pageWindow(query));
  const results: NeedsLookEntry[] = [];
  for (const row of rows) {
    const { raw, ...entry } = row;
    results.push({ ...entry, text: await textOf(Buffer.from(raw), timezone) });
  }
  return { count, results: new JsonText<NeedsLookEntry[]>(JSON.stringify(results)) };
}

export const listLayouts = (db: Db) => layouts.selectLayouts(db);

/** A waiting mail that is no payment stops waiting (it stays in the ingest log). */
export async function dismissWaiting(db: Db, id: number, actorId: number | null) {
  await db.transaction(async (tx) => {
    if (!(await layouts.stopWaiting(tx, id))) throw refusal(LAYOUT_MESSAGES.notWaiting);
    await recordAudit(tx, { userId: actorId, action: 'dismiss', entity: 'mail_message', entityId: id });
  });
}

/**
 * Teaches a layout from a waiting mail (`POST /api/mail-layouts/`): the payer and amount must be in
 * its text, and a layout from their lines must read them back; then the mail is read again.
 */
export async function teachLayout(
  db: Db,
  body: TeachBody,
  actorId: number | null,
  settings: ParseSettings,
): Promise<TeachResult> {
  const message = await layouts.findMessage(db, body.message_id);
  if (!message?.waiting) throw refusal(LAYOUT_MESSAGES.notWaiting);
  refuseFields({ method_id: await subTypeProblem(db, body.method_id, 'payment') });
  const raw = Buffer.from(message.raw);
  const derived = deriveLayout(await textOf(raw, settings.timezone), body.payer, toCents(body.amount));
  if ('problem' in derived)
    throw derived.field ? fieldError(derived.field, derived.problem) : refusal(derived.problem);
  // The layout must read its own mail as money received, traps and all, before it is stored.
  const method = (await q.selectMethodPatterns(db)).find((m) => m.id === body.method_id)!;
  const trial = await parseMail(raw, {
    ...settings,
    methods: [],
    taught: [{ id: 0, domain: message.unread_sender!, patterns: derived.patterns, method: method.name }],
  });
  if (!trial.payments.some((p) => p.kind !== 'none'))
    throw refusal(LAYOUT_MESSAGES.notMoneyReceived(trial.payments[0]?.why ?? ''));
  const id = await db.transaction(async (tx) => {
    const layoutId = await layouts.insertLayout(tx, {
      domain: message.unread_sender!,
      patterns: derived.patterns,
      methodId: body.method_id,
      sampleId: message.id,
      by: actorId,
    });
    await recordAudit(tx, {
      userId: actorId,
      action: 'create',
      entity: 'mail_layout',
      entityId: layoutId,
      detail: { message_id: message.id, sender_domain: message.unread_sender, patterns: derived.patterns },
    });
    return layoutId;
  });
  const result = await readAgain(db, { id: message.id, raw, source: message.source }, settings);
  // The sender's other mails waiting for a look may be of this layout too: they are read again.
  for (const other of await layouts.selectWaitingOf(db, message.unread_sender!))
    await readAgain(db, { id: other.id, raw: Buffer.from(other.raw), source: other.source }, settings);
  return {
    layout: (await layouts.findLayout(db, id))!,
    candidate_ids: result.candidate_ids,
    why: result.why,
  };
}

export async function patchLayout(db: Db, id: number, body: LayoutPatchBody, actorId: number | null) {
  const found = await layouts.findLayout(db, id);
  if (!found) throw notFound('Layout');
  const next = { patterns: body.patterns ?? found.patterns, methodId: body.method_id ?? found.method.id };
  refuseFields({
    patterns: body.patterns ? layoutPatternsProblem(body.patterns) : null,
    method_id: body.method_id ? await subTypeProblem(db, body.method_id, 'payment') : null,
  });
  await db.transaction(async (tx) => {
    await layouts.updateLayout(tx, id, next);
    await recordAudit(tx, {
      userId: actorId,
      action: 'update',
      entity: 'mail_layout',
      entityId: id,
      detail: { patterns: next.patterns, method_id: next.methodId },
    });
  });
  return (await layouts.findLayout(db, id))!;
}

export async function removeLayout(db: Db, id: number, actorId: number | null) {
  await db.transaction(async (tx) => {
    if (!(await layouts.deleteLayout(tx, id))) throw notFound('Layout');
    await recordAudit(tx, { userId: actorId, action: 'delete', entity: 'mail_layout', entityId: id });
  });
}

/** What every rule and layout makes of a pasted mail, or of the layout's own sample. */
export async function testLayout(
  db: Db,
  id: number,
  body: LayoutTestBody,
  settings: ParseSettings,
): Promise<LayoutTestResult> {
  const found = await layouts.findLayout(db, id);
  if (!found) throw notFound('Layout');
  const sample =
    found.sample_message_id === null ? null : await layouts.findMessage(db, found.sample_message_id);
  const raw = body.raw !== undefined ? Buffer.from(body.raw) : sample ? Buffer.from(sample.raw) : null;
  if (!raw) throw fieldError('raw', 'Paste a mail to test: the layout’s own mail is no longer kept.');
  try {
    const parsed = await parseMail(raw, {
      ...settings,
      methods: await q.selectMethodPatterns(db),
      taught: await layouts.selectTaughtLayouts(db),
    });
    const [first] = parsed.payments;
    return {
      kind: first!.kind,
      payer: first!.payer,
      amount: first!.amount === null ? null : fromCents(toCents(first!.amount)),
      why: first!.why,
    };
  } catch (error) {
    if (!(error instanceof UnreadableMail)) throw error;
    return { kind: 'none', payer: null, amount: null, why: error.message };
  }
}
