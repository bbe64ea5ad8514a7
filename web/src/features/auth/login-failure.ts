import { ApiError } from '../../lib/api-client';
import { isFieldErrors, toFormErrors } from '../../lib/form-errors';
import { UserDataMissingError } from './api/login';

export const LOGIN_FAILED = 'Login failed. Please try again.';
export const USER_DATA_MISSING = 'Login succeeded, but user data not found.';

export interface LoginFailure {
  message: string;
  fields: Record<string, string>;
}

/**
 * What the login form shows after a failed attempt: the server's `error` field, the throttling detail
 * on 429, field errors by their fields, otherwise 'Login failed. Please try again.'
 */
export function describeLoginFailure(error: unknown): LoginFailure {
  if (error instanceof UserDataMissingError) return { message: USER_DATA_MISSING, fields: {} };
  if (error instanceof ApiError) {
    const body = (typeof error.body === 'object' ? error.body : null) as {
      error?: unknown;
      detail?: unknown;
    } | null;
    if (typeof body?.error === 'string' && body.error !== '') return { message: body.error, fields: {} };
    if (error.status === 429 && typeof body?.detail === 'string') return { message: body.detail, fields: {} };
    if (isFieldErrors(error.body)) {
      const { fields, banner } = toFormErrors(error);
      return { message: banner ?? LOGIN_FAILED, fields };
    }
  }
  return { message: LOGIN_FAILED, fields: {} };
}
