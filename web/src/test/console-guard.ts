import { vi } from 'vitest';
import type { MockInstance } from 'vitest';

/**
 * A test that logs an unexpected console.error fails (STYLE.md example 9). A test that expects one
 * says so with `expectConsoleError()`, which also keeps the expected message out of the output.
 */
let spy: MockInstance<typeof console.error> | null = null;
let isExpected = false;

export function watchConsoleErrors(): void {
  isExpected = false;
  spy = vi.spyOn(console, 'error');
}

export function expectConsoleError(): MockInstance<typeof console.error> {
  if (!spy) throw new Error('watchConsoleErrors() has not run');
  isExpected = true;
  return spy.mockImplementation(() => {});
}

export function checkConsoleErrors(): void {
  if (!spy) return;
  const calls = spy.mock.calls;
  spy.mockRestore();
  spy = null;
  if (!isExpected && calls.length > 0) {
    const first = calls[0]?.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ');
    throw new Error(`console.error was called ${calls.length} time(s) unexpectedly. First: ${first}`);
  }
}
