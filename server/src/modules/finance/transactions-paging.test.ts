import { toCents, transactionPage } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildProperty } from '../../../test/factories';
import { insertOtherRow, insertOtherRows, subTypeId } from '../../../test/finance-fixtures';
import { encodeCursor } from './transactions.cursor';

const ctx = useTestApp({ signedIn: { superuser: true } });
let propertyId: number;
let sub: number;
const ROWS = 250;
beforeAll(async () => {
  propertyId = (await buildProperty(ctx.database.db, { address: '77 Cursor Court' })).id;
  sub = await subTypeId(ctx.database.db, 'income', 'Test paging');
  await insertOtherRows(ctx.database.db, {
    count: ROWS,
    propertyId,
    subTypeId: sub,
    newest: '2025-06-01T12:00:00Z',
  });
});

const ORDERINGS = ['-created_at', 'created_at', 'amount', '-amount'] as const;
type Ordering = (typeof ORDERINGS)[number];

/** Every row's sort keys, read straight from the table: (micros, cents, id). */
async function allRows() {
  const rows = await ctx.database.db.query<{ id: number; micros: string; amount: string }>(
    sql`SELECT id, (extract(epoch FROM created_at) * 1000000)::bigint::text AS micros, amount FROM transactions`,
  );
  return rows.map((r) => ({ id: r.id, micros: BigInt(r.micros), cents: toCents(r.amount) }));
}

type Keyed = Awaited<ReturnType<typeof allRows>>[number];
function compare(ordering: Ordering) {
  const sign = ordering.startsWith('-') ? -1 : 1;
  return (a: Keyed, b: Keyed) => {
    const byKey = ordering.endsWith('created_at')
      ? a.micros === b.micros
        ? 0
        : a.micros < b.micros
          ? -1
          : 1
      : a.cents - b.cents;
    return sign * (byKey || a.id - b.id);
  };
}

/** Follows `next` from the first URL to the end; `between` runs after each page. */
async function walk(firstUrl: string, between?: () => Promise<void>) {
  const ids: number[] = [];
  const urls: string[] = [];
  let url: string | null = firstUrl;
  while (url) {
    urls.push(url);
    const res = await ctx.client.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const page = transactionPage.parse(res.json());
    ids.push(...page.results.map((r) => r.id));
    url = page.next;
    if (url) await between?.();
  }
  return { ids, urls };
}

describe('the transactions list: cursor pages', () => {
  it.each(ORDERINGS)('walks %s 20 at a time through 250 rows: each once, in order', async (ordering) => {
    const { ids, urls } = await walk(`/api/transactions/?ordering=${ordering}&page_size=20`);
    expect(urls).toHaveLength(13);
    expect(ids).toEqual((await allRows()).sort(compare(ordering)).map((r) => r.id));
  });

  it('ends on a full last page without an empty page after it', async () => {
    const { ids, urls } = await walk('/api/transactions/?page_size=25');
    expect(urls).toHaveLength(10);
    expect(new Set(ids).size).toBe(ROWS);
  });

  it('keeps every filter in next and only adds the cursor', async () => {
    const first = '/api/transactions/?type=income&property=cursor&ordering=-amount&page_size=30';
    const { ids, urls } = await walk(first);
    for (const url of urls.slice(1)) {
      const params = new URL(url, 'http://x').searchParams;
      expect(url.startsWith('/api/transactions/?')).toBe(true);
      expect([...params.keys()]).toEqual(['type', 'property', 'ordering', 'page_size', 'cursor']);
      expect(params.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    const [{ n }] = (await ctx.database.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM transactions WHERE type = 'income'`,
    )) as [{ n: number }];
    expect(ids).toHaveLength(n);
  });

  it.each(['-created_at', 'amount'] as const)(
    'stays exact under %s while rows are posted between pages: no duplicate, none missed',
    async (ordering) => {
      const before = new Set((await allRows()).map((r) => r.id));
      let round = 0;
      const postSome = async () => {
        round += 1;
        const row = (createdAt: string | undefined, amount: string) =>
          insertOtherRow(ctx.database.db, { type: 'income', amount, propertyId, subTypeId: sub, createdAt });
        await row(undefined, `${(round * 7) % 50}.50`); // newest of all
        await row(`2025-06-01T${String(10 + (round % 2)).padStart(2, '0')}:30:00Z`, '23.00'); // among the old
        await row('2025-06-01T12:00:00Z', '10.00'); // ties the newest old row
      };
      const { ids } = await walk(`/api/transactions/?ordering=${ordering}&page_size=20`, postSome);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => before.has(id)).sort((a, b) => a - b)).toEqual(
        [...before].sort((a, b) => a - b),
      );
      const byId = new Map((await allRows()).map((r) => [r.id, r]));
      const walked = ids.map((id) => byId.get(id)!);
      expect(walked).toEqual([...walked].sort(compare(ordering)));
    },
  );
});

describe('the transactions list: cursors that are not ours', () => {
  const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['not base64', 'abc!def'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['not an array', token({ key: 'x', id: 1 })],
    ['too short', token(['-created_at', '2025-06-01T12:00:00.000000Z'])],
    ['another ordering', encodeCursor('amount', { key: '10.00', id: 3 })],
    ['a day that is not', token(['-created_at', '2025-02-30T12:00:00.000000Z', 3])],
    ['milliseconds only', token(['-created_at', '2025-06-01T12:00:00.000Z', 3])],
    ['an id below 1', token(['-created_at', '2025-06-01T12:00:00.000000Z', 0])],
    ['an id as text', token(['-created_at', '2025-06-01T12:00:00.000000Z', '3'])],
    ['an unsafe id', token(['-created_at', '2025-06-01T12:00:00.000000Z', 2 ** 60])],
    ['an amount in exponent form', token(['amount', '1e5', 3])],
    ['an amount too large', token(['amount', '12345678901.00', 3])],
    ['SQL in the key', token(['amount', "1.00'); DROP TABLE transactions; --", 3])],
  ])('refuses %s with a 400 on cursor', async (_name, cursor) => {
    const ordering = cursor === encodeCursor('amount', { key: '10.00', id: 3 }) ? '-amount' : '';
    const res = await ctx.client.get(`/api/transactions/?cursor=${cursor}&ordering=${ordering}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ cursor: ['Not a valid cursor. Start again from the first page.'] });
  });

  it('refuses a cursor longer than 200 characters', async () => {
    const res = await ctx.client.get(`/api/transactions/?cursor=${'A'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['cursor']);
  });

  it('reads an empty cursor as the first page', async () => {
    const res = await ctx.client.get('/api/transactions/?cursor=&page_size=5');
    expect(transactionPage.parse(res.json()).results).toHaveLength(5);
  });
});
