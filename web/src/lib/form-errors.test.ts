import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { toErrorMessage, toFormErrors } from './form-errors';

describe('toFormErrors', () => {
  it('puts the first message of each field by its field', () => {
    const error = new ApiError(400, {
      phone: ['Phone number must be at least 10 digits.', 'Second message'],
      email: ['Enter a valid email address.'],
    });
    expect(toFormErrors(error)).toEqual({
      fields: { phone: 'Phone number must be at least 10 digits.', email: 'Enter a valid email address.' },
      banner: null,
    });
  });

  it('joins non_field_errors with spaces for the banner', () => {
    const error = new ApiError(400, {
      non_field_errors: ['The bed is taken.', 'Pick another bed.'],
      bed_ids: ['Invalid bed.'],
    });
    expect(toFormErrors(error)).toEqual({
      fields: { bed_ids: 'Invalid bed.' },
      banner: 'The bed is taken. Pick another bed.',
    });
  });

  it("shows 'Error {status}: {detail}' for other server answers", () => {
    const error = new ApiError(409, { detail: 'Tenant has an open order.', code: 'conflict' });
    expect(toFormErrors(error)).toEqual({ fields: {}, banner: 'Error 409: Tenant has an open order.' });
  });

  it('shows the body as JSON when it has no detail', () => {
    expect(toFormErrors(new ApiError(400, { error: 'Nope' })).banner).toBe('Error 400: {"error":"Nope"}');
    expect(toFormErrors(new ApiError(400, ['a', 'b'])).banner).toBe('Error 400: ["a","b"]');
    expect(toFormErrors(new ApiError(502, 'Bad gateway')).banner).toBe('Error 502: Bad gateway');
  });

  it("shows 'Network error: {message}' when there was no answer", () => {
    expect(toFormErrors(new NetworkError('Failed to fetch'))).toEqual({
      fields: {},
      banner: 'Network error: Failed to fetch',
    });
  });

  it('falls back to a generic message for anything else', () => {
    expect(toFormErrors(new Error('boom')).banner).toBe('An unexpected error occurred.');
    expect(toFormErrors(undefined).banner).toBe('An unexpected error occurred.');
  });
});

describe('toErrorMessage', () => {
  const deleting = { method: 'DELETE', url: '/api/properties/4/' };
  it('gives what the server said: its error or detail, its refusal, else the first field message', () => {
    const refusal = new ApiError(400, {
      non_field_errors: ['This property still has 2 rooms.', 'Move them.'],
    });
    expect(toErrorMessage(refusal, 'delete')).toBe('This property still has 2 rooms. Move them.');
    expect(toErrorMessage(new ApiError(400, { number: ['Taken.'] }), 'save')).toBe('Taken.');
    expect(toErrorMessage(new ApiError(404, { detail: 'Not found.', code: 'not_found' }), 'delete')).toBe(
      'Not found.',
    );
    expect(toErrorMessage(new ApiError(409, { error: 'Locked.' }, deleting), 'delete')).toBe('Locked.');
  });

  it("says 'Failed to {action} {method} on {url}' when the server said nothing, never raw JSON", () => {
    expect(toErrorMessage(new ApiError(400, {}, deleting), 'delete')).toBe(
      'Failed to delete DELETE on /api/properties/4/',
    );
    expect(toErrorMessage(new ApiError(502, '', deleting), 'delete')).toBe(
      'Failed to delete DELETE on /api/properties/4/',
    );
    expect(toErrorMessage(new NetworkError('Failed to fetch'), 'delete')).toBe(
      'Network error: Failed to fetch',
    );
  });
});
