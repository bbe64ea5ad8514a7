import { ERROR_STATUS, type ErrorCode, type FieldErrors } from '@bunkhouse/contract';

/** An error with a stable code; its HTTP status comes from the one table in the contract. */
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
