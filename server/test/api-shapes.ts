import { addDays, displayDate, todayIn, type Paged, type Transaction } from '@bunkhouse/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, HOUSE_TIMEOUT_MS, signedInClient, type TestClient, type TestContext } from './app';
import { dayHouse, DEMO_DAY } from './demo-houses';

/**
 * What the API answers, recorded (api-shapes-*.test.ts): every list and detail endpoint (several
 * filters and orderings each), the answers of writes, and every error shape, on the demo house as it
 * stands on a fixed day. Both engines compare against the same files (`api-shapes/*.json`), so they
 * must answer alike; a change of behaviour shows as a diff of those files (`vitest -u` records a
 * deliberate one). Object keys are sorted (their order means nothing in JSON), instants stamped by
 * the clock of the run (after the fixed day) read '<now>', and the run's own day (a write's default
 * start or received day, as a date or as descriptions write it) reads '<today>', so the recordings
 * hold on any day.
 */
const LATEST_STAMP = `${addDays(DEMO_DAY, 2)}T00:00:00.000Z`;
const INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

function normalize(value: unknown): unknown {
  if (typeof value === 'string') {
    return value
      .replace(INSTANT, (stamp) => (stamp >= LATEST_STAMP ? '<now>' : stamp))
      .replaceAll(todayIn('America/New_York'), '<today>')
      .replaceAll(displayDate(todayIn('America/New_York')), '<today>') // in descriptions: 'Rent due 26 Nov 2026'
      .replace(/cursor=[^&]+/, 'cursor=<cursor>');
  }
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalize((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const answer = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : res.body,
});

type Request = [label: string, send: () => Promise<LightMyRequestResponse>];

/**
 * A copy of the demo house of the fixed day (demo-houses.ts) for this test file, a superuser signed
 * in, and the recorder.
 */
export function useRecordedHouse() {
  const house = {} as { ctx: TestContext; client: TestClient };
  beforeAll(async () => {
    house.ctx = await buildTestApp({}, { house: dayHouse(DEMO_DAY) });
    ({ client: house.client } = await signedInClient(house.ctx, { superuser: true, username: 'snapshot' }));
  }, HOUSE_TIMEOUT_MS);
  afterAll(() => house.ctx.app.close());

  /** Records each request's status and body under its label, in `api-shapes/<name>.json`. */
  async function record(name: string, requests: Request[]) {
    const recorded: Record<string, unknown> = {};
    for (const [label, send] of requests) recorded[label] = answer(await send());
    await expect(`${JSON.stringify(normalize(recorded), null, 2)}\n`).toMatchFileSnapshot(
      `./api-shapes/${name}.json`,
    );
  }

  const gets = (urls: string[]) => urls.map((url): Request => [`GET ${url}`, () => house.client.get(url)]);

  async function page<T>(url: string) {
    const res = await house.client.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Paged<T> & { next: string | null };
  }

  const transactions = async (query: string) =>
    (await page<Transaction>(`/api/transactions/?page_size=100&${query}`)).results;

  return { house, record, gets, page, transactions };
}
