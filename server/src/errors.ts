import { ERROR_STATUS, type ErrorCode, type FieldErrors } from '@bunkhouse/contract';

/**
 * The errors a user's request can meet, each with a stable code; its HTTP status comes from the one
 * table in the contract (`ERROR_STATUS`), and http/error-handler.ts writes the body. The wording is
 * the contract's (`*_MESSAGES`), so that the web app and the tests read the same text.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    detail: string,
    /** For `validation`: field errors in the DRF shape. */
    readonly fields?: FieldErrors,
  ) {
    super(detail);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found.`);

/** A user's mistake on named fields: 400 `{field: [message]}`. */
export const fieldError = (field: string, message: string) =>
  new AppError('validation', message, { [field]: [message] });

/** A refusal that belongs to no single field: 400 `{non_field_errors: [message]}`. */
export const refusal = (message: string) =>
  new AppError('validation', message, { non_field_errors: [message] });

/** A rule about who may do what refuses this one (403 `{detail, code: 'permission_denied'}`). */
export const forbidden = (message: string) => new AppError('permission_denied', message);

/** Refuses with every field that has a problem at once (400 `{field: [message]}`); passes when none has. */
export function refuseFields(problems: Record<string, string | null>) {
  const fields: FieldErrors = {};
  for (const [field, message] of Object.entries(problems)) if (message) fields[field] = [message];
  const first = Object.values(fields)[0];
  if (first) throw new AppError('validation', first[0]!, fields);
}
