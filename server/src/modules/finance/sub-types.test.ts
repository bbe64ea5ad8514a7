import { SEEDED_GROUPS, type SubType } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestClient, useTestApp } from '../../../test/app';
import { subTypeIdOf } from '../../../test/factories';
import { PROVIDER_RULES } from '../mail/providers';
import { prepareDatabase } from '../../setup/prepare';
import { SEEDED_SUB_TYPES } from './sub-types.queries';

/** The sub-types every database has, their list and a fee type's default amount. */
const ctx = useTestApp();
let client: TestClient;
beforeAll(async () => {
  // Front desk reads them too: the Create Transactions dialog needs them for payments and fees.
  ({ client } = await signedInClient(ctx, { permissions: [...SEEDED_GROUPS['Front desk']!] }));
});

const list = async (query = '') => {
  const res = await client.get(`/api/transaction-sub-types/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SubType[];
};

describe('GET /api/transaction-sub-types/', () => {
  it('lists the seeded sub-types by kind, then name with Other last', async () => {
    const all = await list();
    expect(all).toHaveLength(29);
    expect(all.filter((s) => s.type === 'fee')).toEqual([
      {
        id: expect.any(Number),
        name: 'Cleaning',
        type: 'fee',
        default_amount: '75.00',
        is_active: true,
        detection_patterns: [],
      },
      {
        id: expect.any(Number),
        name: 'Damage',
        type: 'fee',
        default_amount: null,
        is_active: true,
        detection_patterns: [],
      },
      {
        id: expect.any(Number),
        name: 'Key replacement',
        type: 'fee',
        default_amount: '25.00',
        is_active: true,
        detection_patterns: [],
      },
      {
        id: expect.any(Number),
        name: 'Late fee',
        type: 'fee',
        default_amount: '50.00',
        is_active: true,
        detection_patterns: [],
      },
      {
        id: expect.any(Number),
        name: 'Lock-out',
        type: 'fee',
        default_amount: '35.00',
        is_active: true,
        detection_patterns: [],
      },
      {
        id: expect.any(Number),
        name: 'Returned payment',
        type: 'fee',
        default_amount: '35.00',
        is_active: true,
        detection_patterns: [],
      },
      {
        id: expect.any(Number),
        name: 'Other',
        type: 'fee',
        default_amount: null,
        is_active: true,
        detection_patterns: [],
      },
    ]);
    expect([...new Set(all.map((s) => s.type))]).toEqual(['payment', 'fee', 'income', 'expense']);
    expect((await list('?type=income')).map((s) => s.name)).toEqual([
      'Deposit forfeited',
      'Laundry',
      'Parking',
      'Other',
    ]);
    expect((await list('?type=payment')).map((s) => s.name)).toEqual([
      'Apple Cash',
      'Bank transfer',
      'Cash',
      'Cash App',
      'Check',
      'Chime',
      'Money order',
      'PayPal',
      'Venmo',
      'Zelle',
    ]);
    expect(await list('?type=payment,fee')).toHaveLength(17);
  });

  it('seeds the method each mail rule books to, with the patterns on the rule, and others with none', async () => {
    const seeded = await ctx.database.db.query<{ name: string; detection_patterns: string[] }>(
      sql`SELECT name, detection_patterns FROM transaction_sub_types WHERE type = 'payment' ORDER BY id`,
    );
    const patternsOf = new Map(seeded.map((s) => [s.name, s.detection_patterns]));
    for (const rule of PROVIDER_RULES)
      expect({ rule: rule.id, patterns: patternsOf.get(rule.method.name) }).toEqual({
        rule: rule.id,
        patterns: rule.method.patterns,
      });
    const booked = new Set(PROVIDER_RULES.map((r) => r.method.name));
    expect(seeded.filter((s) => !booked.has(s.name))).toEqual([
      { name: 'Cash', detection_patterns: [] },
      { name: 'Check', detection_patterns: [] },
      { name: 'Money order', detection_patterns: [] },
      { name: 'Bank transfer', detection_patterns: [] },
    ]);
  });

  it('filters by is_active, and refuses unknown filter values', async () => {
    const venmo = await subTypeIdOf(ctx.database.db, 'payment', 'Venmo');
    await ctx.database.db.query(sql`UPDATE transaction_sub_types SET is_active = false WHERE id = ${venmo}`);
    expect((await list('?is_active=false')).map((s) => s.id)).toEqual([venmo]);
    expect((await list('?is_active=true&type=payment')).map((s) => s.name)).not.toContain('Venmo');
    const bad = await client.get('/api/transaction-sub-types/?type=bonus&is_active=maybe');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['is_active', 'type']);
  });

  it('are seeded once in every database; a later start keeps what staff changed', async () => {
    const chime = await subTypeIdOf(ctx.database.db, 'payment', 'Chime');
    await ctx.database.db.query(
      sql`UPDATE transaction_sub_types SET is_active = false, name = 'Chime Pay' WHERE id = ${chime}`,
    );
    await prepareDatabase(ctx.database, { seedDemo: false });
    const rows = await ctx.database.db.query<{ n: number }>(
      sql`SELECT count(*) AS n FROM transaction_sub_types`,
    );
    const seeded = Object.values(SEEDED_SUB_TYPES).flat().length;
    expect(rows[0]!.n).toBe(seeded);
    expect((await list('?type=payment')).find((s) => s.id === chime)).toMatchObject({
      name: 'Chime Pay',
      is_active: false,
    });
  });
});

describe('GET /api/transaction-sub-types/{id}/get-amount/', () => {
  it("answers a fee type's default amount, null without one, 404 for an unknown id", async () => {
    const amount = async (id: number | string) => client.get(`/api/transaction-sub-types/${id}/get-amount/`);
    expect((await amount(await subTypeIdOf(ctx.database.db, 'fee', 'Late fee'))).json()).toEqual({
      amount: '50.00',
    });
    expect((await amount(await subTypeIdOf(ctx.database.db, 'fee', 'Damage'))).json()).toEqual({
      amount: null,
    });
    expect((await amount(await subTypeIdOf(ctx.database.db, 'payment', 'Cash'))).json()).toEqual({
      amount: null,
    });
    for (const id of [999_999, 'abc']) expect((await amount(id)).statusCode).toBe(404);
  });
});

describe('editing sub-types (Settings > Payment methods and sub-types)', () => {
  let manager: TestClient;
  beforeAll(async () => {
    ({ client: manager } = await signedInClient(ctx, { permissions: ['settings.change'] }));
  });

  it('adds a fee type whose default amount the Create Transactions dialog reads, and edits it', async () => {
    const res = await manager.post('/api/transaction-sub-types/', {
      type: 'fee',
      name: 'Towel rental',
      default_amount: '8',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as SubType;
    expect(created).toMatchObject({
      name: 'Towel rental',
      type: 'fee',
      default_amount: '8.00',
      is_active: true,
    });
    const amount = async () =>
      (await client.get(`/api/transaction-sub-types/${created.id}/get-amount/`)).json() as {
        amount: string | null;
      };
    expect(await amount()).toEqual({ amount: '8.00' });
    await manager.patch(`/api/transaction-sub-types/${created.id}/`, { default_amount: '9.50' });
    expect(await amount()).toEqual({ amount: '9.50' });
    const [entry] = await ctx.database.db.query<{ changes: unknown }>(
      sql`SELECT changes FROM audit_log WHERE entity = 'sub_type' AND entity_id = ${String(created.id)}
          ORDER BY id DESC LIMIT 1`,
    );
    expect(entry!.changes).toEqual({ default_amount: { from: '8.00', to: '9.50' } });
  });

  it('renames, deactivates and stores detection patterns; a deactivated method leaves the active list', async () => {
    const cash = await subTypeIdOf(ctx.database.db, 'payment', 'Money order');
    const res = await manager.patch(`/api/transaction-sub-types/${cash}/`, {
      name: 'Postal money order',
      detection_patterns: ['usps\\.com', 'money ?order'],
    });
    expect(res.json()).toMatchObject({
      name: 'Postal money order',
      detection_patterns: ['usps\\.com', 'money ?order'],
    });
    await manager.patch(`/api/transaction-sub-types/${cash}/`, { is_active: false });
    expect((await list('?type=payment&is_active=true')).some((s) => s.id === cash)).toBe(false);
  });

  it('refuses what a kind cannot carry, a taken name and a bad pattern, and changes nothing', async () => {
    const laundry = await subTypeIdOf(ctx.database.db, 'income', 'Laundry');
    const before = await list('?type=income');
    const refused = async (url: string, body: object, method: 'post' | 'patch') => {
      const res = await manager[method](url, body);
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json() as object);
    };
    expect(
      await refused(
        `/api/transaction-sub-types/${laundry}/`,
        { default_amount: '5.00', detection_patterns: ['x'] },
        'patch',
      ),
    ).toEqual(['default_amount', 'detection_patterns']);
    expect(await refused('/api/transaction-sub-types/', { type: 'income', name: 'PARKING' }, 'post')).toEqual(
      ['name'],
    );
    expect(
      await refused(
        '/api/transaction-sub-types/',
        { type: 'payment', name: 'Wise', detection_patterns: ['(wise'] },
        'post',
      ),
    ).toEqual(['detection_patterns']);
    expect(await list('?type=income')).toEqual(before);
  });

  it('is for settings.change only', async () => {
    expect(
      (await client.post('/api/transaction-sub-types/', { type: 'fee', name: 'Sneaky' })).statusCode,
    ).toBe(403);
  });
});
