/**
 * Stable error codes and the one code → HTTP status table. The server throws `AppError(code, detail)`;
 * clients may read `code` from the body. Validation errors use the field-error shape instead.
 */
export const ERROR_STATUS = {
  validation: 400,
  bad_request: 400,
  login_failed: 400,
  not_authenticated: 401,
  csrf_failed: 403,
  permission_denied: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  throttled: 429,
  server_error: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The detail of a 503: the database is down or restarting (a money POST sent again with its Idempotency-Key is safe). */
export const DATABASE_UNAVAILABLE = 'The database is not reachable. Please try again in a moment.';

/** Body of every non-validation error: `{detail, code}` (DRF style `detail`). */
export interface ErrorBody {
  detail: string;
  code: ErrorCode;
}

/** Body of a validation error, DRF style: field name → messages, plus `non_field_errors`. */
export type FieldErrors = Record<string, string[]>;
