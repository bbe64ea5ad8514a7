import type { FieldErrors } from '@bunkhouse/contract';
import { ApiError, NetworkError } from './api-client';

/** What a form shows after a failed save (SPEC.md §8 "Form save"). */
export interface FormErrors {
  /** Field name → the first message the server gave for it. */
  fields: Record<string, string>;
  /** One message for the banner above the form, or null when every problem belongs to a field. */
  banner: string | null;
}

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

const NON_FIELD_ERRORS = 'non_field_errors';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A DRF validation body: field name → list of messages, `non_field_errors` for the rest. */
export function isFieldErrors(body: unknown): body is FieldErrors {
  if (!isPlainObject(body)) return false;
  const values = Object.values(body);
  return (
    values.length > 0 &&
    values.every((value) => Array.isArray(value) && value.every((message) => typeof message === 'string'))
  );
}

function describeBody(body: unknown): string {
  const detail = isPlainObject(body) ? body.detail : undefined;
  if (typeof detail === 'string' && detail !== '') return detail;
  if (typeof body === 'string') return body;
  return JSON.stringify(body) ?? '';
}

/**
 * Turns whatever a save threw into the messages a form shows:
 * - a validation body → each field's first message by its field, `non_field_errors` joined with spaces
 *   in the banner;
 * - any other server answer → 'Error {status}: {detail or JSON of the body}';
 * - no answer → 'Network error: {message}';
 * - anything else → 'An unexpected error occurred.'
 */
export function toFormErrors(error: unknown): FormErrors {
  if (error instanceof ApiError) {
    if (isFieldErrors(error.body)) {
      const fields: Record<string, string> = {};
      for (const [field, value] of Object.entries(error.body)) {
        const [first] = value;
        if (field !== NON_FIELD_ERRORS && first !== undefined) fields[field] = first;
      }
      const nonField = error.body[NON_FIELD_ERRORS] ?? [];
      return { fields, banner: nonField.length > 0 ? nonField.join(' ') : null };
    }
    return { fields: {}, banner: `Error ${error.status}: ${describeBody(error.body)}` };
  }
  if (error instanceof NetworkError) return { fields: {}, banner: `Network error: ${error.message}` };
  return { fields: {}, banner: UNEXPECTED_ERROR };
}

/** The message a server answer carries itself: its `error` or `detail`, else a refusal or field message. */
function serverMessage(body: unknown): string | null {
  if (!isPlainObject(body)) return typeof body === 'string' && body.trim() !== '' ? body : null;
  for (const key of ['error', 'detail']) {
    const value = body[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  if (isFieldErrors(body)) return body[NON_FIELD_ERRORS]?.join(' ') || Object.values(body)[0]?.[0] || null;
  return null;
}

/**
 * One sentence for a failed action outside a form (a delete from a list, shown in a toast; SPEC.md §8
 * "Generic action helper"): what the server said, if it said anything, else 'Failed to {action}
 * {method} on {url}'; never raw JSON. No answer at all: 'Network error: {message}'.
 */
export function toErrorMessage(error: unknown, action: string): string {
  if (error instanceof ApiError) {
    const said = serverMessage(error.body);
    if (said) return said;
    return error.request
      ? `Failed to ${action} ${error.request.method} on ${error.request.url}`
      : `Failed to ${action}.`;
  }
  if (error instanceof NetworkError) return `Network error: ${error.message}`;
  return UNEXPECTED_ERROR;
}
