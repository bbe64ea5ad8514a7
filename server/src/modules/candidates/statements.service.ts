import { createHash } from 'node:crypto';
import { fromCents } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import type { Statement, StatementLine } from '../bank/statement';
import { isOwnMoney, payerOf } from '../bank/payer';
import { recordAudit } from '../audit/audit';
import { methodIn } from '../mail/extract';
import type { MethodPatterns } from '../mail/parsed';
import * as q from './candidates.queries';
import * as log from './ingest-log.queries';
import { storeCandidate, type IngestResult } from './ingest.service';

/**
 * A bank statement uploaded with the payment mails (issue 31): stored once in the ingest log like a
 * mail, and each credit a candidate with source `bank`, matched like a mail's payment (the payer its
 * description names, the amount against what tenants owe). A credit is imported once however often
 * the statement is: its reference is the account and the OFX FITID, else a digest of its day, amount,
 * description and balance (and its place among identical lines), unique among the bank's candidates.
 * The business's own money (an app's cash-out, interest) is skipped. The upload is staff's, so a line
 * is verified: it is the bank's own record.
 */
export async function ingestStatement(
  db: Db,
  raw: Buffer,
  statement: Statement,
  source: { file: string; by: number | null },
  timezone: string,
): Promise<IngestResult> {
  const methods = await q.selectMethodPatterns(db);
  const methodIds = new Map(methods.map((m) => [m.name.toLowerCase(), m.id]));
  const contentHash = createHash('sha256').update(raw).digest('hex');
  const account = statement.account ?? statement.bank ?? statement.format;
  const named = `${statement.bank ?? statement.format.toUpperCase()}${statement.account ? ` account ending ${statement.account.slice(-4)}` : ''}`;
  const credits = statement.lines.filter((l) => l.amountCents > 0);
  const offered = credits.filter((l) => !isOwnMoney(l.description));
  const references = referencesOf(offered, account);

  return db.transaction(async (tx) => {
    const messageRowId = await log.insertMessage(tx, {
      contentHash,
      messageId: null,
      source: 'upload',
      origin: source.file,
      uidvalidity: null,
      uid: null,
      subject: `Bank statement: ${named}`,
      from: statement.bank ?? '',
      raw,
      outcome: 'skipped',
      why: '',
      createdBy: source.by,
    });
    if (messageRowId === null) {
      const found = await log.findMessageByHash(tx, contentHash);
      return {
        kind: 'duplicate',
        candidate_ids: found?.candidate_ids ?? [],
        why: `This statement was uploaded already (message #${found?.id ?? '?'}).`,
      };
    }
    await recordAudit(tx, {
      userId: source.by,
      action: 'upload',
      entity: 'mail_message',
      entityId: messageRowId,
      detail: { file: source.file, statement: named, lines: statement.lines.length },
    });
    const ids: number[] = [];
    for (const [position, line] of offered.entries()) {
      const id = await storeCandidate(
        tx,
        {
          kind: 'candidate',
          payer: payerOf(line.description) || line.description.slice(0, 200),
          amount: fromCents(line.amountCents),
          method: methodOf(line.description, methods),
          reference: references[position]!,
          date: line.date,
          why: 'bank statement',
          provider: 'bank',
          payerHandle: null,
          verification: `Line of the bank statement ${source.file} (${named}), uploaded by staff: ${line.description}`,
        },
        {
          messageRowId,
          position,
          // A bank line has no mail: its day, at noon, stands for its mail's date (the list sorts by it).
          emailDate: `${line.date}T12:00:00.000Z`,
          source: 'bank',
          timezone,
          methodIds,
        },
      );
      if (id !== null) ids.push(id);
    }
    const repeated = offered.length - ids.length;
    const own = credits.length - offered.length;
    const why =
      `Bank statement (${named}): ${count(statement.lines.length, 'line')}, ` +
      `${count(credits.length, 'credit')}: ${count(ids.length, 'new candidate')}` +
      (repeated ? `, ${repeated} imported already` : '') +
      (own ? `, ${own} the business's own money` : '') +
      '.';
    const outcome = ids.length ? 'candidates' : repeated ? 'duplicate' : 'skipped';
    await log.setMessageOutcome(tx, messageRowId, outcome, why);
    return { kind: ids.length ? 'candidate' : repeated ? 'duplicate' : 'none', candidate_ids: ids, why };
  });
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Each credit's reference: `account:FITID`, else `account:` and a digest of its day, amount,
 * description and balance, with its place among lines identical in all four (two equal deposits on
 * one day stay two), so that the same line of a later statement gets the same reference.
 */
function referencesOf(lines: StatementLine[], account: string) {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    if (l.fitid) return `${account}:${l.fitid}`;
    const key = [l.date, l.amountCents, l.description.toLowerCase(), l.balanceCents ?? ''].join('|');
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return `${account}:${createHash('sha256').update(`${key}|${n}`).digest('hex').slice(0, 24)}`;
  });
}

/**
 * The payment method of a credit: the first active method whose detection patterns match its
 * description (Zelle, Cash App…: mail/extract.ts `methodIn`); else a check, cash, or a bank transfer,
 * by its words.
 */
function methodOf(description: string, methods: MethodPatterns[]) {
  const named = methodIn(methods, [description]);
  if (named) return named;
  if (/\bcheck\b|\bchk\b/iu.test(description)) return 'Check';
  if (/\bcash\b|\batm\b/iu.test(description)) return 'Cash';
  return 'Bank transfer';
}
