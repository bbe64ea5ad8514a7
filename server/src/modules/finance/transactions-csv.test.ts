import { FINANCE_MESSAGES, todayIn, transactionPage, type Transaction } from '@bunkhouse/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from '../../db/sql';
import { useTestApp } from '../../../test/app';
import { engine } from '../../../test/database';
import { buildProperty, buildTenant } from '../../../test/factories';
import { insertOtherRow, insertOtherRows, postTenantRows, subTypeId } from '../../../test/finance-fixtures';
import { csvText, transactionsCsvStream } from './transactions.csv';
import { MAX_CONCURRENT_EXPORTS } from './transactions.routes';
import { EXPORT_BATCH_SIZE } from './transactions.service';

const ctx = useTestApp({ signedIn: { superuser: true } });

/** RFC 4180: records end in CRLF; a quoted field may hold commas, CRLF and doubled quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  expect(field === '' && record.length === 0 && !quoted, 'the file ends with CRLF').toBe(true);
  return records;
}

/** What the CSV must hold for a row of the JSON list. */
const expectedFields = (row: Transaction) => [
  String(row.id),
  row.booked_on,
  row.created_at,
  row.type,
  row.sub_type?.name ?? '',
  row.amount,
  row.current_balance ?? '',
  row.tenant ? `${row.tenant.first_name} ${row.tenant.last_name}` : '',
  row.property?.address ?? '',
  row.description.replace(/(^|[,;|\t\r\n])(?=[=+\-@\t\r])/g, "$1'"), // the cases are spelled out below
  row.related_id === null ? '' : String(row.related_id),
  String(row.is_reversed),
];

const HEADER =
  'id,booked_on,created_at,type,sub_type,amount,current_balance,tenant,property,description,related_id,reversed';

async function csvOf(query: string) {
  const res = await ctx.client.get(`/api/transactions/csv/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
  return parseCsv(res.body.slice(1)).slice(1);
}

async function jsonOf(query: string) {
  const rows: Transaction[] = [];
  let url: string | null = `/api/transactions/${query}${query ? '&' : '?'}page_size=100`;
  while (url) {
    const page = transactionPage.parse((await ctx.client.get(url)).json());
    rows.push(...page.results);
    url = page.next;
  }
  return rows;
}

describe('the transactions CSV', () => {
  let tenantName: string;
  beforeAll(async () => {
    const db = ctx.database.db;
    const house = await buildProperty(db, { address: '1 Main St, Unit "B"' });
    const barn = await buildProperty(db, { address: '2 Barn Road' });
    const sub = await subTypeId(db, 'expense', 'Test supplies, misc');
    await insertOtherRows(db, {
      count: EXPORT_BATCH_SIZE + 150,
      propertyId: barn.id,
      subTypeId: sub,
      newest: '2025-05-31T23:00:00Z',
      minutesApart: 5, // back to May 30
    });
    const tricky = [
      '=HYPERLINK("http://x")',
      '+1 555',
      '-2+3',
      '@SUM(A1)',
      '\tTab',
      'Two\r\nlines',
      'a, "b"',
      'x;=1+1;',
      'a|@b,+c',
      'tab\t-1',
      'line\n=2',
    ];
    for (const description of tricky) {
      await insertOtherRow(db, {
        type: 'expense',
        amount: '5.00',
        propertyId: house.id,
        subTypeId: sub,
        description,
      });
    }
    const tenant = await buildTenant(db, { firstName: 'José', lastName: "O'Brien-Núñez" });
    tenantName = "José O'Brien-Núñez";
    await postTenantRows(db, [
      { tenantId: tenant.id, type: 'fee', amount: '-40.00', relatedId: 12, description: '=cmd|calc' },
      { tenantId: tenant.id, type: 'payment', amount: '100.00', description: 'Cash' },
    ]);
    // A rent charge and the row that cancels it.
    const renter = await buildTenant(db, { firstName: 'Rita', lastName: 'Moreno' });
    const [charge] = await postTenantRows(db, [{ tenantId: renter.id, type: 'rent', amount: '-650.00' }]);
    await postTenantRows(db, [{ tenantId: renter.id, type: 'rent', amount: '650.00', reversesId: charge! }]);
  });

  it('is a UTF-8 attachment named for today, with the header row first', async () => {
    const res = await ctx.client.get('/api/transactions/csv/?type=payment');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="transactions-${todayIn('America/New_York')}.csv"`,
    );
    expect(res.body).toBe(
      `\uFEFF${HEADER}\r\n${(await jsonOf('?type=payment'))
        .map(
          (r) =>
            `${r.id},"${r.booked_on}","${r.created_at}","payment","",100.00,60.00,"${tenantName}","","Cash",,"false"`,
        )
        .join('\r\n')}\r\n`,
    );
  });

  it('quotes every text cell and defuses formulas after any separator, but not negative amounts', async () => {
    const rows = await csvOf('?property=main&ordering=created_at');
    expect(rows.map((r) => r[9])).toEqual([
      `'=HYPERLINK("http://x")`,
      "'+1 555",
      "'-2+3",
      "'@SUM(A1)",
      "'\tTab",
      'Two\r\nlines',
      'a, "b"',
      "x;'=1+1;",
      "a|'@b,'+c",
      "tab\t'-1",
      "line\n'=2",
    ]);
    expect(rows.every((r) => r[8] === '1 Main St, Unit "B"' && r[4] === 'Test supplies, misc')).toBe(true);
    const [fee] = await csvOf('?type=fee');
    expect(fee!.slice(3)).toEqual([
      'fee',
      '',
      '-40.00',
      '-40.00',
      tenantName,
      '',
      "'=cmd|calc",
      '12',
      'false',
    ]);
  });

  it('says in the last column whether a later row reverses the row', async () => {
    const rows = await csvOf('?type=rent&ordering=created_at');
    expect(rows.map((r) => [r[5], r[11]])).toEqual([
      ['-650.00', 'true'],
      ['650.00', 'false'],
    ]);
    expect((await csvOf('?type=payment,fee')).map((r) => r[11])).toEqual(['false', 'false']);
  });

  it.each([
    '',
    '?ordering=amount',
    '?type=expense,fee&ordering=-amount',
    '?tenant=brien&ordering=created_at',
    '?property=barn&date_from=2025-05-31&date_to=2025-05-31',
    '?date_to=2025-05-30&ordering=-created_at',
  ])('holds exactly the rows of the JSON pages for %j', async (query) => {
    const json = await jsonOf(query);
    expect(json.length).toBeGreaterThan(0);
    expect(await csvOf(query)).toEqual(json.map(expectedFields));
  });

  it('answers 400 field errors as the list does, before any file', async () => {
    const res = await ctx.client.get('/api/transactions/csv/?type=bonus&date_from=x');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['date_from', 'type']);
  });
});

describe('csvText', () => {
  it('quotes every text cell, doubling its quotes', () => {
    expect(csvText('Cash')).toBe('"Cash"');
    expect(csvText(null)).toBe('""');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('line\nbreak')).toBe('"line\nbreak"');
  });
  it('puts an apostrophe before a formula at the start or after any separator a spreadsheet splits on', () => {
    expect(csvText('-650.00')).toBe(`"'-650.00"`);
    expect(csvText('=1,2')).toBe(`"'=1,2"`);
    expect(csvText('x;=1+1;')).toBe(`"x;'=1+1;"`);
    expect(csvText('a\t\t=b')).toBe(`"a\t'\t'=b"`);
    expect(csvText('a\r\n@b')).toBe(`"a\r\n'@b"`);
    expect(csvText('1-2 = 3; a + b')).toBe('"1-2 = 3; a + b"');
  });
});

describe('the CSV stream', () => {
  it('reads the next batch only when the file has been read that far', async () => {
    let pulled = 0;
    async function* batches() {
      for (let i = 0; i < 100; i += 1) {
        pulled += 1;
        yield Array.from(
          { length: 10 },
          (_, j) =>
            ({ id: i * 10 + j, tenant: null, property: null, sub_type: null }) as unknown as Transaction,
        );
      }
    }
    const file = transactionsCsvStream(batches());
    const reader = file[Symbol.asyncIterator]();
    await reader.next();
    await new Promise((resolve) => setImmediate(resolve));
    expect(pulled).toBeLessThanOrEqual(3);
    file.destroy();
  });
});

describe.runIf(engine === 'postgres')('exports at once', () => {
  it(`refuses another export with 409 while ${MAX_CONCURRENT_EXPORTS} are under way, and takes one after`, async () => {
    const { driver, db } = ctx.database;
    if (driver.engine !== 'postgres') throw new Error('PostgreSQL only');
    const locker = await driver.pool.connect();
    let running: Promise<{ statusCode: number }>[];
    try {
      // Hold the ledger so that the exports wait on their first batch, each holding its slot.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE transactions IN ACCESS EXCLUSIVE MODE');
      running = Array.from({ length: MAX_CONCURRENT_EXPORTS }, () =>
        ctx.client.get('/api/transactions/csv/'),
      );
      await vi.waitFor(
        async () => {
          const [waiting] = await db.query<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM pg_locks
                WHERE relation = 'transactions'::regclass AND NOT granted`,
          );
          expect(waiting!.n).toBe(MAX_CONCURRENT_EXPORTS);
        },
        { timeout: 20_000, interval: 50 },
      );
      const refused = await ctx.client.get('/api/transactions/csv/');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: FINANCE_MESSAGES.exportBusy, code: 'conflict' });
    } finally {
      await locker.query('COMMIT');
      locker.release();
    }
    expect((await Promise.all(running)).map((r) => r.statusCode)).toEqual(
      Array(MAX_CONCURRENT_EXPORTS).fill(200),
    );
    expect((await ctx.client.get('/api/transactions/csv/')).statusCode).toBe(200);
  });
});
