import {
  CANDIDATE_MESSAGES,
  FINAL_CANDIDATE_STATUSES,
  type CandidateActionBody,
  type CandidateListQuery,
  type IngestLogQuery,
  type UploadResult,
} from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { listQuery, pageWindow } from '../../db/list';
import type { UploadedPart } from '../../http/uploads';
import { fieldError, notFound, refusal, refuseFields } from '../../errors';
import { refreshOrderStatuses } from '../billing/rent-cycle';
import { booksClosedProblem, subTypeProblem, tenantProblem } from '../finance/refusals';
import { applyPayments } from '../finance/payments.service';
import { withTenantLocked } from '../ledger/locks';
import type { BusinessDay } from '../ledger/post';
import { recordAudit } from '../audit/audit';
import * as q from './candidates.queries';
import * as log from './ingest-log.queries';
import { readStatement, UnreadableStatement, type Statement } from '../bank/statement';
import { ingestMessage, type ParseSettings } from './ingest.service';
import { selectColumnMappings } from './statement-mappings.service';
import { ingestStatement } from './statements.service';
import { aliasKeys } from './matching';

/**
 * Payment candidates (SPEC "Payment candidates", DOMAIN "Payment candidates"): the list, apply and
 * ignore (both final, each exactly once however many staff click), uploads and the ingest log.
 */

export const listCandidates = (db: Db, query: CandidateListQuery) =>
  q.selectCandidatesPage(db, query.status, listQuery(query, '-email_date'));

export const listIngestLog = (db: Db, query: IngestLogQuery) =>
  log.selectIngestLogPage(db, query.outcome, pageWindow(query));

export async function getCandidate(db: Db, id: number) {
  const found = await q.findCandidate(db, id);
  if (!found) throw notFound('Payment candidate');
  return found;
}

/** Apply or ignore (`PATCH /api/payment-candidates/{id}/`). */
export const actOnCandidate = (
  db: Db,
  id: number,
  body: CandidateActionBody,
  actorId: number | null,
  day: BusinessDay,
) =>
  body.action === 'apply' ? applyCandidate(db, id, body, actorId, day) : ignoreCandidate(db, id, actorId);

/**
 * Applies a candidate: an applied payment through the posting function, received on the mail's
 * payment date, for the chosen tenant (else the matched one); the payer's name and handle become
 * aliases of the tenant. The candidate is locked after the tenant (ledger/locks.ts's order) and
 * decided by a guarded update, so of simultaneous applies and ignores exactly one wins; the others
 * read the finalized sentence.
 */
async function applyCandidate(
  db: Db,
  id: number,
  body: CandidateActionBody,
  actorId: number | null,
  day: BusinessDay,
) {
  const seen = await q.readCandidate(db, id);
  if (!seen) throw notFound('Payment candidate');
  if (FINAL_CANDIDATE_STATUSES.includes(seen.status)) throw refusal(CANDIDATE_MESSAGES.finalized);
  const tenantId = body.tenant_id ?? seen.matched_tenant_id;
  if (tenantId == null) throw fieldError('tenant_id', CANDIDATE_MESSAGES.tenantRequired);
  if (!seen.verified && body.confirm_unverified !== true) {
    throw fieldError('confirm_unverified', CANDIDATE_MESSAGES.unverifiedNeedsConfirm);
  }
  await withTenantLocked(db, tenantId, async (tx, tenant) => {
    const candidate = await q.lockCandidate(tx, id);
    if (!candidate || FINAL_CANDIDATE_STATUSES.includes(candidate.status)) {
      throw refusal(CANDIDATE_MESSAGES.finalized);
    }
    const recorded = await q.findRecordedPayment(tx, id, tenantId);
    if (recorded && body.confirm_recorded !== true)
      throw fieldError(
        'confirm_recorded',
        CANDIDATE_MESSAGES.alreadyRecorded(recorded.id, recorded.received_on),
      );
    refuseFields({
      tenant_id: tenantProblem(tenant),
      method_id:
        candidate.method_id === null
          ? CANDIDATE_MESSAGES.noMethod
          : await subTypeProblem(tx, candidate.method_id, 'payment'),
      // The payment books on the day the mail says it was received.
      non_field_errors: await booksClosedProblem(tx, candidate.payment_date),
    });
    const [payment] = await applyPayments(
      tx,
      [
        {
          tenantId,
          amount: candidate.extracted_amount,
          methodId: candidate.method_id!,
          description: `${candidate.method} from ${candidate.extracted_name} (${candidate.source === 'bank' ? 'bank statement' : 'e-mail'})`,
          propertyId: tenant!.property_id,
          createdBy: actorId,
          receivedOn: candidate.payment_date,
        },
      ],
      day.today,
    );
    if (
      !(await q.decideCandidate(tx, id, { status: 'applied', paymentId: payment!.id, tenantId, by: actorId }))
    ) {
      throw refusal(CANDIDATE_MESSAGES.finalized);
    }
    await q.learnAliases(tx, aliasKeys(candidate.extracted_name, candidate.payer_handle), tenantId);
    if (tenant!.open_order_id !== null) await refreshOrderStatuses(tx, [tenant!.open_order_id], day.today);
    await recordAudit(tx, {
      userId: actorId,
      action: 'apply',
      entity: 'payment_candidate',
      entityId: id,
      detail: {
        tenant_id: tenantId,
        payment_id: payment!.id,
        confirmed_unverified: !candidate.verified,
        confirmed_recorded: recorded?.id ?? null,
      },
    });
  });
  return (await q.findCandidate(db, id))!;
}

/** Ignores a candidate: final, with who and when. */
async function ignoreCandidate(db: Db, id: number, actorId: number | null) {
  await db.transaction(async (tx) => {
    const candidate = await q.lockCandidate(tx, id);
    if (!candidate) throw notFound('Payment candidate');
    if (
      !(await q.decideCandidate(tx, id, { status: 'ignored', paymentId: null, tenantId: null, by: actorId }))
    ) {
      throw refusal(CANDIDATE_MESSAGES.finalized);
    }
    await recordAudit(tx, { userId: actorId, action: 'ignore', entity: 'payment_candidate', entityId: id });
  });
  return (await q.findCandidate(db, id))!;
}

/**
 * Uploaded files, one after another, each read from disk only when its turn comes: a bank statement
 * (.ofx, .qfx, .csv) through `ingestStatement`, anything else as a mail through the pipeline; what
 * became of each. An upload without a file is refused on its field.
 */
export async function ingestUploads(
  db: Db,
  files: UploadedPart[],
  actorId: number | null,
  settings: ParseSettings,
): Promise<UploadResult[]> {
  if (files.length === 0) throw fieldError('files', CANDIDATE_MESSAGES.noFiles);
  const mappings = await selectColumnMappings(db);
  const results: UploadResult[] = [];
  for (const part of files) {
    const { file } = part;
    if ('problem' in part) {
      results.push({ file, kind: 'error', candidate_ids: [], why: part.problem });
      continue;
    }
    const raw = await part.read();
    let statement: Statement | null;
    try {
      statement = readStatement(file, raw, mappings);
    } catch (error) {
      if (!(error instanceof UnreadableStatement)) throw error;
      const columns = error.columns ? { columns: error.columns } : {};
      results.push({ file, kind: 'error', candidate_ids: [], why: error.message, ...columns });
      continue;
    }
    const result = statement
      ? await ingestStatement(db, raw, statement, { file, by: actorId }, settings.timezone)
      : await ingestMessage(db, raw, { kind: 'upload', file, by: actorId }, settings);
    results.push({ file, ...result });
  }
  return results;
}
