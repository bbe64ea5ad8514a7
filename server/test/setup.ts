import { afterEach, expect, vi } from 'vitest';

// A test that logs an unexpected console.error fails.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  expect(calls, 'unexpected console.error').toEqual([]);
});
