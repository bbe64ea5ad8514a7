import { SEEDED_GROUPS, type SubType } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestClient, useTestApp } from '../../../test/app';
import { subTypeIdOf } from '../../../test/factories';
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
      { id: expect.any(Number), name: 'Cleaning', type: 'fee', default_amount: '75.00', is_active: true },
      { id: expect.any(Number), name: 'Damage', type: 'fee', default_amount: null, is_active: true },
      {
        id: expect.any(Number),
        name: 'Key replacement',
        type: 'fee',
        default_amount: '25.00',
        is_active: true,
      },
      { id: expect.any(Number), name: 'Late fee', type: 'fee', default_amount: '50.00', is_active: true },
      { id: expect.any(Number), name: 'Lock-out', type: 'fee', default_amount: '35.00', is_active: true },
      {
        id: expect.any(Number),
        name: 'Returned payment',
        type: 'fee',
        default_amount: '35.00',
        is_active: true,
      },
      { id: expect.any(Number), name: 'Other', type: 'fee', default_amount: null, is_active: true },
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
      sql`UPDATE transaction_sub_types SET is_active = false, name = 'CHIME' WHERE id = ${chime}`,
    );
    await prepareDatabase(ctx.database, { seedDemo: false });
    const rows = await ctx.database.db.query<{ n: number }>(
      sql`SELECT count(*) AS n FROM transaction_sub_types`,
    );
    const seeded = Object.values(SEEDED_SUB_TYPES).flat().length;
    expect(rows[0]!.n).toBe(seeded);
    expect((await list('?type=payment')).find((s) => s.id === chime)).toMatchObject({
      name: 'CHIME',
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
