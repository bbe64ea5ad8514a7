/**
 * At most `max` of something long-running (a CSV export) at once in this instance; past that,
 * `tryAcquire` gives null and the caller refuses. Each slot is released once, however often its
 * release is called.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  return {
    tryAcquire(): (() => void) | null {
      if (running >= max) return null;
      running += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running -= 1;
      };
    },
  };
}
