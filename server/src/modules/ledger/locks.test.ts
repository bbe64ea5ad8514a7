import { FINANCE_MESSAGES } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { buildOrder, buildTenant } from '../../../test/factories';
import type { Db, Tx } from '../../db/database';
import type { Sql } from '../../db/sql';
import { AppError } from '../../errors';
import { withTenantLocked } from './locks';

/**
 * A database on which, in every transaction, the tenant's open order seen after the tenant is locked
 * is not the one locked before it: what a close and a reopen racing the write look like (issue 16,
 * fix 5), every time.
 */
function ordersAlwaysChanging(db: Db): Db {
  const shifted = (tx: Tx): Tx =>
    new Proxy(tx, {
      get(target, key, receiver) {
        if (key !== 'query') return Reflect.get(target, key, receiver) as unknown;
        return async (query: Sql, ...rest: unknown[]) => {
          const rows = await (target.query as (...a: unknown[]) => Promise<Array<Record<string, unknown>>>)(
            query,
            ...rest,
          );
          const isOpenOrderAfterTenant = /SELECT o\.id, o\.property_id FROM orders o/.test(
            query.toQuery().text,
          );
          return isOpenOrderAfterTenant
            ? rows.map((row) => ({ ...row, id: Number(row.id) + 1_000_000 }))
            : rows;
        };
      },
    });
  return { ...db, transaction: (work) => db.transaction((tx) => work(shifted(tx))) };
}

describe('taking a tenant and their open order', () => {
  it('answers 409 (nothing written, try again) when the open order keeps changing, never a 500', async () => {
    const database = await freshDatabase();
    const tenant = await buildTenant(database.db);
    await buildOrder(database.db, { tenantId: tenant.id });
    let calls = 0;
    const attempt = withTenantLocked(ordersAlwaysChanging(database.db), tenant.id, async () => {
      calls++;
    });
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'conflict',
      statusCode: 409,
      message: FINANCE_MESSAGES.orderChanged,
    });
    expect(calls).toBe(0);
  });
});
