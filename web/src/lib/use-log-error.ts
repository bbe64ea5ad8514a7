import { useEffect } from 'react';

/**
 * Logs a failed load once (SPEC.md §8: "Other list loads only log"). What the user sees is the
 * page's own empty or error state.
 */
export function useLogError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
