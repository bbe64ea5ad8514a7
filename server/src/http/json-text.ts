/**
 * JSON that PostgreSQL wrote (a page's results, see `queryPage`), which the response serializer puts
 * into the body as it is, instead of parsing and stringifying it again (decision 015).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * The body's JSON: `JSON.stringify`, except that a top-level value that is a `JsonText` is written as
 * its text.
 */
export function stringifyBody(data: unknown): string {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return JSON.stringify(data);
  const entries = Object.entries(data);
  if (!entries.some(([, value]) => value instanceof JsonText)) return JSON.stringify(data);
  const fields = entries
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${JSON.stringify(key)}:${value instanceof JsonText ? value.text : JSON.stringify(value)}`,
    );
  return `{${fields.join(',')}}`;
}
