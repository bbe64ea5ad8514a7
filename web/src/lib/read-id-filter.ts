import { INT4_MAX } from '@bunkhouse/contract';

/** The first value of an id filter from the URL (`?property=3`), or undefined when it is not an id. */
export function readIdFilter(values: readonly string[]): number | undefined {
  const [first] = values;
  if (!first || !/^\d{1,10}$/.test(first)) return undefined;
  const id = Number(first);
  return id >= 1 && id <= INT4_MAX ? id : undefined;
}
