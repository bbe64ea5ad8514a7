/** A value of a list query: absent, one value, or several (repeated as `?g=a&g=b`). */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * `{search: 'oak', gender_designation: ['male', 'mixed'], page: 2}` → '?search=oak&gender_designation=male&
 * gender_designation=mixed&page=2'. Empty strings, empty lists, null and undefined are left out; the keys
 * keep their order, so the same query always gives the same URL. '' when nothing is left.
 */
export function toQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number)[]) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
