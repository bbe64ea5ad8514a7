import { CANDIDATE_MESSAGES, CANDIDATE_STATUSES, INGEST_OUTCOMES } from '@bunkhouse/contract';
import type {
  CandidateAction,
  CandidateSource,
  CandidateStatus,
  IngestOutcome,
  Ordering,
  UploadResult,
} from '@bunkhouse/contract';
import type { CANDIDATE_ORDERING } from '@bunkhouse/contract';
import { ApiError } from '../../lib/api-client';
import { isFieldErrors } from '../../lib/form-errors';

export const CANDIDATES_TITLE = 'Payment Candidates';

export type CandidateOrderingKey = (typeof CANDIDATE_ORDERING)[number];

/** The list's default ordering (the server's): the newest mail first. */
export const DEFAULT_CANDIDATE_ORDERING: Ordering<CandidateOrderingKey> = '-email_date';

/** The filters of the list, each a query-string parameter named as the API's. */
export const CANDIDATE_FILTERS = ['status'] as const;

export const STATUS_LABELS: Record<CandidateStatus, string> = {
  pending: 'Pending',
  matched: 'Matched',
  applied: 'Applied',
  ignored: 'Ignored',
};

export const STATUS_OPTIONS = CANDIDATE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export const isCandidateStatus = (value: string): value is CandidateStatus =>
  (CANDIDATE_STATUSES as readonly string[]).includes(value);

export const SOURCE_LABELS: Record<CandidateSource, string> = {
  imap: 'Mailbox',
  upload: 'Upload',
  cli: 'Import',
  demo: 'Demo',
  bank: 'Bank statement',
};

export const UPLOAD_KIND_LABELS: Record<UploadResult['kind'], string> = {
  candidate: 'Candidate',
  unverified: 'Unverified',
  none: 'No payment',
  duplicate: 'Duplicate',
  error: 'Error',
};

export const OUTCOME_LABELS: Record<IngestOutcome, string> = {
  candidates: 'Candidates',
  unverified: 'Unverified',
  skipped: 'Skipped',
  duplicate: 'Duplicate',
  error: 'Error',
};

export const isIngestOutcome = (value: string): value is IngestOutcome =>
  (INGEST_OUTCOMES as readonly string[]).includes(value);

export const OUTCOME_OPTIONS = INGEST_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }));

export const candidatesToasts = {
  done: CANDIDATE_MESSAGES.done,
  loadFailed: CANDIDATE_MESSAGES.loadFailed,
  uploadFailed: 'Failed to upload the files',
};

/** What the server said of a refusal, when it said something a person can read. */
function serverText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (isFieldErrors(error.body)) {
    const { non_field_errors: nonField = [], ...fields } = error.body;
    return nonField.length > 0 ? nonField.join(' ') : (Object.values(fields)[0]?.[0] ?? null);
  }
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && detail !== '' ? detail : null;
}

/**
 * SPEC.md §8 'Failed to {action} candidate', followed by the server's reason when it gave one
 * ('Failed to apply candidate: This candidate is finalized. No further actions allowed.').
 */
export function failureMessage(failed: string, error: unknown): string {
  const text = serverText(error);
  return text ? `${failed}: ${text}` : failed;
}

export const actionFailed = (action: CandidateAction, error: unknown) =>
  failureMessage(CANDIDATE_MESSAGES.failed(action), error);

/**
 * The server's refusal of an apply whose money a payment records already (issue 31, "One payment, one
 * record": a 400 on `confirm_recorded`): its sentence, else null.
 */
export function recordedRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || !isFieldErrors(error.body)) return null;
  return error.body.confirm_recorded?.[0] ?? null;
}
