import { addDays, todayIn, type Transaction } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { createStaff, useTestApp } from '../../../test/app';
import { createPostgresDatabase, engine, scratchDatabaseName } from '../../../test/database';
import { buildBed, buildProperty, buildTenant, subTypeIdOf } from '../../../test/factories';
import { checkLedgerInvariants } from '../../../test/ledger-invariants';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import type { Db } from '../../db/database';
import { openPostgres } from '../../db/open';
import { sql } from '../../db/sql';
import { AppError } from '../../errors';
import { prepareDatabase } from '../../setup/prepare';
import { postOtherTransaction } from '../finance/other-transactions.service';
import { postOtherEntries } from './post';
import { postPayment, voidPayment } from '../finance/payments.service';
import { patchSubType } from '../finance/sub-types.service';
import { createOrder } from '../orders/orders.service';
import { updateProperty } from '../places/properties.service';
import { updateTenant } from '../tenants/tenants.service';

/**
 * Each ledger row's stored JSON (transaction-items.ts, decision 030): the transactions list, a tenant's
 * ledger and a new row's answer read it, so it follows everything a row shows. The ledger invariants
 * (expectLedgerSound) compare every stored copy with what the live joins give.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });

const listed = async (query: string): Promise<Transaction[]> => {
  const res = await ctx.client.get(`/api/transactions/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
};

describe('the stored JSON of ledger rows', () => {
  it('marks a payment reversed when it is voided, and lists both rows', async () => {
    const db = ctx.database.db;
    const tenant = await buildTenant(db, { firstName: 'Voidable', lastName: 'Quokka' });
    const paid = await ctx.client.post('/api/payments/', {
      tenant_id: tenant.id,
      method_id: await subTypeIdOf(db, 'payment', 'Cash'),
      amount: '80.00',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await listed('tenant=quokka')).map((row) => row.is_reversed)).toEqual([false]);

    const voided = await ctx.client.post(`/api/payments/${paid.json().id}/void/`, { reason: 'Bounced' });
    expect(voided.statusCode, voided.body).toBe(200);
    const [reversal, original] = await listed('tenant=quokka');
    expect(original).toMatchObject({ amount: '80.00', is_reversed: true, reverses_id: null });
    expect(reversal).toMatchObject({ amount: '-80.00', is_reversed: false, reverses_id: original!.id });
    await expectLedgerSound(db);
  });

  it("writes again the rows that show a renamed tenant, property or sub-type, and no other's", async () => {
    const db = ctx.database.db;
    const tenant = await buildTenant(db, { firstName: 'Ada', lastName: 'Marmoset' });
    const property = await buildProperty(db, { address: '12 Old Mill Rd' });
    const created = await ctx.client.post('/api/transaction-sub-types/', {
      type: 'income',
      name: 'Laundry coins',
    });
    expect(created.statusCode, created.body).toBe(201);
    const subType = created.json().id as number;
    const row = await ctx.client.post('/api/transactions/', {
      type: 'income',
      sub_type_id: subType,
      property_id: property.id,
      tenant_id: tenant.id,
      amount: '12.50',
    });
    expect(row.statusCode, row.body).toBe(201);
    const other = await buildTenant(db, { firstName: 'Ada', lastName: 'Otherwise' });
    await ctx.client.post('/api/payments/', {
      tenant_id: other.id,
      method_id: await subTypeIdOf(db, 'payment', 'Cash'),
      amount: '5.00',
    });

    expect((await ctx.client.patch(`/api/tenants/${tenant.id}/`, { first_name: 'Adaline' })).statusCode).toBe(
      200,
    );
    const moved = await ctx.client.put(`/api/properties/${property.id}/`, {
      address: '14 New Mill Rd',
      city: property.city,
      state: property.state,
      zip_code: property.zipCode,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const renamed = await ctx.client.patch(`/api/transaction-sub-types/${subType}/`, {
      name: 'Laundry room',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const [shown] = await listed('tenant=marmoset');
    expect(shown).toMatchObject({
      id: row.json().id,
      tenant: { id: tenant.id, first_name: 'Adaline', last_name: 'Marmoset' },
      property: { id: property.id, address: '14 New Mill Rd' },
      sub_type: { id: subType, name: 'Laundry room' },
    });
    const ledger = await ctx.client.get(`/api/tenants/${tenant.id}/transactions/`);
    expect(ledger.json().results).toEqual([shown]);
    expect((await listed('tenant=otherwise'))[0]!.tenant).toMatchObject({ first_name: 'Ada' });
    await expectLedgerSound(db);
  });

  it('stores at start-up the rows that have none (a ledger older than the table)', async () => {
    const db = ctx.database.db;
    const tenant = await buildTenant(db, { lastName: 'Pangolin' });
    await ctx.client.post('/api/payments/', {
      tenant_id: tenant.id,
      method_id: await subTypeIdOf(db, 'payment', 'Cash'),
      amount: '30.00',
    });
    await db.query(sql`DELETE FROM transaction_items`);
    expect(await checkLedgerInvariants(db)).toEqual([
      expect.stringContaining(
        "a ledger row's stored JSON is missing or differs from what its joins give now",
      ),
    ]);
    await prepareDatabase(ctx.database);
    await expectLedgerSound(db);
    expect(await listed('tenant=pangolin')).toMatchObject([{ amount: '30.00' }]);
  });
});

/**
 * Renames racing the postings that show the renamed names (PostgreSQL only: the embedded engine runs
 * one statement at a time): whichever commits first, no stored row keeps a name that is gone.
 */
describe.runIf(engine === 'postgres')('the stored JSON under concurrent renames', () => {
  it('a rename waits for a posting that has read the old name, then writes its row too', async () => {
    const database = openPostgres(await createPostgresDatabase(scratchDatabaseName('items_rename_wait')), {
      max: 3,
    });
    try {
      await prepareDatabase(database, { seedDemo: false });
      const db = database.db;
      const actor = (await createStaff(database)).id;
      const property = await buildProperty(db, { address: '1 Before St' });
      const income = await subTypeIdOf(db, 'income', 'Parking');
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let posted = () => {};
      const hasPosted = new Promise<void>((resolve) => (posted = resolve));
      // The posting stores its row's JSON (with '1 Before St'), then stays open.
      const posting = db.transaction(async (tx) => {
        await postOtherEntries(tx, [
          {
            type: 'income',
            amount: '7.00',
            subTypeId: income,
            propertyId: property.id,
            tenantId: null,
            description: '',
            createdBy: null,
          },
        ]);
        posted();
        await gate;
      });
      await hasPosted;
      const body = {
        address: '2 After St',
        city: property.city,
        state: property.state,
        zip_code: property.zipCode,
      };
      let settled = false;
      const renaming = updateProperty(db, property.id, body, actor).finally(() => (settled = true));
      // The rename either finishes (it did not wait) or waits for a lock: then let the posting commit.
      const waiting = async () => {
        while (!settled) {
          const [row] = await db.query<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          );
          if (row!.n > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      await Promise.race([renaming, waiting()]);
      release();
      await Promise.all([posting, renaming]);
      expect(await checkLedgerInvariants(db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('matches the live names after 8 clients post, void and rename at once', async () => {
    const database = openPostgres(await createPostgresDatabase(scratchDatabaseName('items_renames')), {
      max: 9,
    });
    try {
      await prepareDatabase(database, { seedDemo: false });
      const db = database.db;
      const actor = (await createStaff(database)).id;
      const today = todayIn('America/New_York');
      const tenants: Array<{ id: number }> = [];
      const properties: Array<{ id: number }> = [];
      for (let i = 0; i < 3; i++) properties.push(await buildProperty(db));
      for (let i = 0; i < 12; i++) {
        const tenant = await buildTenant(db);
        const bed = await buildBed(db);
        await db.query(sql`UPDATE rooms SET property_id = ${properties[i % 3]!.id}
                           WHERE id = (SELECT room_id FROM beds WHERE id = ${bed.id})`);
        await createOrder(
          db,
          {
            tenant_id: tenant.id,
            bed_ids: [bed.id],
            period_payment: 'monthly',
            rent_amount: '300.00',
            start_date: addDays(today, -3),
          },
          null,
          { today, leadDays: 5 },
        );
        tenants.push(tenant);
      }
      const methods = [await subTypeIdOf(db, 'payment', 'Cash'), await subTypeIdOf(db, 'payment', 'Zelle')];
      const income = await subTypeIdOf(db, 'income', 'Parking');
      const payments: number[] = [];
      const unexpected: string[] = [];
      const operation = async (i: number, db: Db) => {
        const tenant = tenants[i % tenants.length]!;
        const property = properties[i % properties.length]!;
        switch (i % 6) {
          case 0:
          case 1: {
            const method = methods[i % 2]!;
            const body = { tenant_id: tenant.id, method_id: method, amount: '10.00', description: null };
            payments.push((await postPayment(db, body, null, { today })).id);
            return;
          }
          case 2: {
            const body = {
              type: 'income' as const,
              sub_type_id: income,
              property_id: property.id,
              tenant_id: tenant.id,
              amount: '3.00',
              description: null,
            };
            await postOtherTransaction(db, body, null);
            return;
          }
          case 3:
            if (payments.length)
              await voidPayment(db, payments.shift()!, { reason: 'race' }, null, { today });
            return;
          case 4: {
            const name = `Renamed${i}`;
            await updateTenant(db, tenant.id, { first_name: name }, actor, { today, secret: null }, 'patch');
            await patchSubType(db, methods[i % 2]!, { name: `Method ${i}` }, actor);
            return;
          }
          default: {
            const body = {
              address: `${i} Race St`,
              city: 'Springfield',
              state: 'IL' as const,
              zip_code: '62701',
            };
            await updateProperty(db, property.id, body, actor);
          }
        }
      };
      let counter = 0;
      const client = async () => {
        for (let i = counter++; i < 240; i = counter++) {
          try {
            await operation(i, db);
          } catch (error) {
            if (!(error instanceof AppError)) unexpected.push(`#${i}: ${String(error)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, client));
      expect(unexpected).toEqual([]);
      expect(await checkLedgerInvariants(db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
