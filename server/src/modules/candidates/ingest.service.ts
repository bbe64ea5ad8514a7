import { createHash } from 'node:crypto';
import { toCents, todayIn, type UploadResult } from '@bunkhouse/contract';
import type { Db, Tx } from '../../db/database';
import { parseMail } from '../mail/parse';
import { UnreadableMail, type ParsedPayment, type ParseOptions, type ParseResult } from '../mail/parsed';
import { recordAudit } from '../audit/audit';
import * as q from './candidates.queries';
import * as log from './ingest-log.queries';
import { selectTaughtLayouts } from './layouts.queries';
import { aliasKeys, confidentMatch, nameKey, rankTenants, shortlistTerms } from './matching';

/**
 * The one pipeline every door uses (the polled mailbox, uploads, `npm run mail -- import`): a raw
 * message is parsed, stored once in the ingest log with what became of it, and each payment it
 * reports becomes a candidate, matched to a tenant when the mail is verified and the name is
 * confident. One transaction: the message, its candidates and, for IMAP, the mailbox position.
 */

export type MailSource =
  | { kind: 'imap'; mailbox: string; uidvalidity: number; uid: number }
  | { kind: 'upload' | 'cli' | 'demo'; file: string; by: number | null };

export type ParseSettings = Omit<ParseOptions, 'methods'>;

export interface IngestResult {
  kind: UploadResult['kind'];
  candidate_ids: number[];
  why: string;
}

/** An unreadable message from the mailbox is logged with at most this much of its source. */
const MAX_LOGGED_UNREADABLE = 256 * 1024;

export async function ingestMessage(
  db: Db,
  raw: Buffer,
  source: MailSource,
  settings: ParseSettings,
): Promise<IngestResult> {
  const methods = await q.selectMethodPatterns(db);
  const taught = await selectTaughtLayouts(db);
  const contentHash = createHash('sha256').update(raw).digest('hex');
  let parsed: ParseResult | null = null;
  let unreadable: string | null = null;
  try {
    parsed = await parseMail(raw, { ...settings, methods, taught });
  } catch (error) {
    if (!(error instanceof UnreadableMail)) throw error;
    unreadable = error.message;
  }
  // An unreadable upload is answered and not kept; the mailbox's is logged, so its position moves on.
  if (unreadable !== null && source.kind !== 'imap')
    return { kind: 'error', candidate_ids: [], why: unreadable };

  return db.transaction(async (tx) => {
    if (source.kind === 'imap') await log.advancePosition(tx, source.mailbox, source.uidvalidity, source.uid);
    const messageRowId = await log.insertMessage(tx, {
      contentHash,
      messageId: parsed?.message.messageId ?? null,
      source: source.kind,
      origin: source.kind === 'imap' ? source.mailbox : source.file,
      uidvalidity: source.kind === 'imap' ? source.uidvalidity : null,
      uid: source.kind === 'imap' ? source.uid : null,
      subject: parsed?.message.subject ?? '',
      from: parsed?.message.from ?? '',
      raw: unreadable === null ? raw : raw.subarray(0, MAX_LOGGED_UNREADABLE),
      outcome: unreadable === null ? 'skipped' : 'error',
      why: unreadable ?? '',
      createdBy: source.kind === 'imap' ? null : source.by,
      unreadSender: parsed?.unreadSender ?? null,
    });
    if (messageRowId === null) return alreadyStored(tx, contentHash);
    if (source.kind !== 'imap') {
      await recordAudit(tx, {
        userId: source.by,
        action: source.kind,
        entity: 'mail_message',
        entityId: messageRowId,
        detail: { file: source.file },
      });
    }
    if (!parsed) return { kind: 'error', candidate_ids: [], why: unreadable! };

    const earlier = parsed.message.messageId
      ? await log.findCandidateMessageById(tx, parsed.message.messageId)
      : null;
    if (earlier !== null) {
      const why = `The same Message-ID made candidates already (message #${earlier}).`;
      await log.setMessageOutcome(tx, messageRowId, 'duplicate', why);
      return { kind: 'duplicate', candidate_ids: [], why };
    }

    const reported = parsed.payments.filter((p) => p.kind !== 'none');
    if (!reported.length) {
      const why = parsed.payments[0]?.why ?? 'Not a payment notification.';
      await log.setMessageOutcome(tx, messageRowId, 'skipped', why);
      return { kind: 'none', candidate_ids: [], why };
    }
    return storeReported(tx, messageRowId, parsed, reported, {
      source: source.kind,
      timezone: settings.timezone,
      methods,
    });
  });
}

/**
 * The candidates of a message's reported payments, each matched and stored (once: a provider's
 * reference makes one candidate), and the message's outcome; what became of it.
 */
async function storeReported(
  tx: Tx,
  messageRowId: number,
  parsed: ParseResult,
  reported: ParsedPayment[],
  at: { source: MailSource['kind']; timezone: string; methods: Array<{ id: number; name: string }> },
): Promise<IngestResult> {
  const emailDate = (parsed.message.date ?? new Date()).toISOString();
  const methodIds = new Map(at.methods.map((m) => [m.name.toLowerCase(), m.id]));
  const ids: number[] = [];
  const repeated: string[] = [];
  for (const [position, payment] of reported.entries()) {
    const id = await storeCandidate(tx, payment, {
      messageRowId,
      position,
      emailDate,
      source: at.source,
      timezone: at.timezone,
      methodIds,
    });
    if (id === null) repeated.push(payment.reference ?? '?');
    else ids.push(id);
  }
  const verified = reported.some((p) => p.kind === 'candidate');
  const why = describe(reported, ids.length, repeated);
  const kind = !ids.length ? 'duplicate' : verified ? 'candidate' : 'unverified';
  await log.setMessageOutcome(tx, messageRowId, kind === 'candidate' ? 'candidates' : kind, why);
  return { kind, candidate_ids: ids, why };
}

/**
 * Reads a stored message again, with the layouts taught since (`layouts.service.ts`): its payments
 * become candidates, as if it had just come in. Nothing is written when it still reports none.
 */
export async function readAgain(
  db: Db,
  message: { id: number; raw: Buffer; source: MailSource['kind'] },
  settings: ParseSettings,
): Promise<IngestResult> {
  const methods = await q.selectMethodPatterns(db);
  const parsed = await parseMail(message.raw, {
    ...settings,
    methods,
    taught: await selectTaughtLayouts(db),
  });
  const reported = parsed.payments.filter((p) => p.kind !== 'none');
  if (!reported.length) return { kind: 'none', candidate_ids: [], why: parsed.payments[0]?.why ?? '' };
  return db.transaction((tx) =>
    storeReported(tx, message.id, parsed, reported, {
      source: message.source,
      timezone: settings.timezone,
      methods,
    }),
  );
}

/** The same content (or mailbox position) is in the log already: what it made then. */
async function alreadyStored(tx: Tx, contentHash: string): Promise<IngestResult> {
  const found = await log.findMessageByHash(tx, contentHash);
  return {
    kind: 'duplicate',
    candidate_ids: found?.candidate_ids ?? [],
    why: found ? `Already received (message #${found.id}).` : 'Already received from this mailbox position.',
  };
}

/** Matches one reported payment and stores it; null when its provider's reference made a candidate already. */
export async function storeCandidate(
  tx: Tx,
  p: ParsedPayment,
  at: {
    messageRowId: number;
    position: number;
    emailDate: string;
    /** The message's door, or `bank` for a bank statement's credit. */
    source: MailSource['kind'] | 'bank';
    timezone: string;
    /** The active payment methods' ids by lower-cased name (the parser names them). */
    methodIds: Map<string, number>;
  },
) {
  const payer = p.payer ?? '';
  const amount = p.amount!;
  // A credit that names nobody (a cash deposit) is matched by nobody: listed for staff to choose.
  const shortlist = payer
    ? await q.shortlistTenants(tx, shortlistTerms(payer), aliasKeys(payer, p.payerHandle))
    : [];
  const ranked = rankTenants(payer, toCents(amount), shortlist);
  // An unverified mail is listed for review, never matched by itself.
  const matched = p.kind === 'candidate' ? confidentMatch(ranked) : null;
  const methodId = (p.method && at.methodIds.get(p.method.toLowerCase())) || null;
  const paymentDate = p.date ?? todayIn(at.timezone, new Date(at.emailDate));
  return q.insertCandidate(tx, {
    mailMessageId: at.messageRowId,
    position: at.position,
    provider: p.provider ?? 'unknown',
    extractedName: payer,
    payerHandle: p.payerHandle,
    amount,
    emailDate: at.emailDate,
    paymentDate,
    methodId,
    reference: p.reference,
    source: at.source,
    verified: p.kind === 'candidate',
    verification: p.verification,
    status: matched === null ? 'pending' : 'matched',
    matchedTenantId: matched,
    suggestions: ranked.map((r) => ({ tenant_id: r.tenantId, score: r.score, reason: r.reason })),
    possibleDuplicate: await q.isPossibleDuplicate(tx, {
      methodId,
      amount,
      nameKey: nameKey(payer),
      day: paymentDate,
      tenantId: matched,
    }),
  });
}

function describe(reported: ParsedPayment[], made: number, repeated: string[]) {
  const parts = [`${made} of ${reported.length} payment${reported.length === 1 ? '' : 's'} listed`];
  if (repeated.length) parts.push(`already listed by reference ${repeated.join(', ')}`);
  parts.push(reported[0]!.why);
  return parts.join('; ') + '.';
}
