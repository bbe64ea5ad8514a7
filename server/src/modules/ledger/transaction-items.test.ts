import { todayIn, type Transaction } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { createStaff, useTestApp } from '../../../test/app';
import { createPostgresDatabase, engine, scratchDatabaseName } from '../../../test/database';
import { buildPayment, buildProperty, buildTenant, subTypeIdOf } from '../../../test/factories';
import { subTypeId } from '../../../test/finance-fixtures';
import { checkLedgerInvariants } from '../../../test/ledger-invariants';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import type { Executor, Tx } from '../../db/database';
import { openPostgres } from '../../db/open';
import { sql } from '../../db/sql';
import { TRANSACTION_FACTS_JSON } from '../../presenters/finance';
import { prepareDatabase } from '../../setup/prepare';
import { updateProperty } from '../places/properties.service';
import { findLedgerRow } from '../finance/other-transactions.queries';
import { postOtherEntries } from './post';
import { storeMissingItems } from './transaction-items';
import { overlap } from '../../../test/overlap';

/**
 * Each ledger row's stored facts (transaction-items.ts, decision 032): written when the row is posted
 * and when it is reversed, never by a rename; the lists read the names beside them (ledger-rows.ts).
 * The ledger invariants (expectLedgerSound) compare every stored row with the ledger's facts now, and
 * every answer with the whole row built from its joins.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });

const listed = async (query: string): Promise<Transaction[]> => {
  const res = await ctx.client.get(`/api/transactions/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
};

const storedOf = async (db: Executor, id: number) => {
  const [row] = await db.query<{ item: string; facts: string }>(
    sql`SELECT ti.item, (${TRANSACTION_FACTS_JSON})::text AS facts
        FROM transactions tr JOIN transaction_items ti ON ti.transaction_id = tr.id WHERE tr.id = ${id}`,
  );
  return row!;
};

/**
 * The rows the transaction that last wrote `table`'s row `id` wrote in every table of ours, by table
 * (those it wrote none in left out): the rows whose xmin is that row's.
 */
async function rowsWrittenWith(db: Executor, table: string, id: number): Promise<Record<string, number>> {
  const [renamed] = await db.query<{ xmin: string }>(
    sql`SELECT xmin::text AS xmin FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  const tables = await db.query<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counts = await db.query<{ name: string; n: number }>(
    sql.join(
      tables.map(
        ({ name }) =>
          sql`SELECT ${name}::text AS name, count(*)::int AS n FROM ${sql.identifier(name)} WHERE xmin::text = ${renamed!.xmin}`,
      ),
      ' UNION ALL ',
    ),
  );
  return Object.fromEntries(counts.filter((c) => c.n > 0).map((c) => [c.name, c.n]));
}

describe('the stored facts of ledger rows', () => {
  it('stores a posted row without its names, and lists it with them', async () => {
    const db = ctx.database.db;
    const tenant = await buildTenant(db, { firstName: 'Factual', lastName: 'Okapi' });
    const paid = await ctx.client.post('/api/payments/', {
      tenant_id: tenant.id,
      method_id: await subTypeIdOf(db, 'payment', 'Cash'),
      amount: '80.00',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [row] = await listed('tenant=okapi');
    const stored = await storedOf(db, row!.id);
    expect(stored.item).toBe(stored.facts);
    const { sub_type, tenant: named, property, booked_on, ...facts } = row!;
    expect(booked_on).toBe(todayIn('America/New_York'));
    expect(JSON.parse(stored.item)).toEqual(facts);
    expect({ sub_type, tenant: named }).toEqual({
      sub_type: { id: await subTypeIdOf(db, 'payment', 'Cash'), name: 'Cash' },
      tenant: { id: tenant.id, first_name: 'Factual', last_name: 'Okapi' },
    });
    expect(property).toBeNull();
    await expectLedgerSound(db);
  });

  it('writes the reversed row again when a payment is voided, and lists both rows', async () => {
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
    expect(JSON.parse((await storedOf(db, original!.id)).item)).toMatchObject({ is_reversed: true });
    await expectLedgerSound(db);
  });

  it('writes no ledger row when a tenant, property or payment method is renamed, whatever its ledger', async () => {
    const db = ctx.database.db;
    // Two of each: one shown by two ledger rows, one by eighty (payments and income rows).
    const worlds = [];
    for (const [label, rows] of [
      ['Small', 1],
      ['Large', 40],
    ] as const) {
      const tenant = await buildTenant(db, { firstName: label, lastName: `Renamee${label}` });
      const property = await buildProperty(db, { address: `1 ${label} St` });
      const method = await subTypeId(db, 'payment', `${label} pay`);
      const income = await subTypeId(db, 'income', `${label} income`);
      for (let i = 0; i < rows; i++)
        await buildPayment(db, { tenantId: tenant.id, subType: `${label} pay`, amount: '5.00' });
      await db.transaction((tx) =>
        postOtherEntries(
          tx,
          Array.from({ length: rows }, () => ({
            type: 'income' as const,
            amount: '3.00',
            subTypeId: income,
            propertyId: property.id,
            tenantId: tenant.id,
            description: '',
            bookedOn: todayIn('America/New_York'),
            createdBy: null,
          })),
        ),
      );
      worlds.push({ label, rows, tenant, property, method });
    }
    const written: Array<Record<string, Record<string, number>>> = [];
    for (const { label, rows, tenant, property, method } of worlds) {
      const renamedTenant = await ctx.client.patch(`/api/tenants/${tenant.id}/`, {
        first_name: `${label}er`,
      });
      expect(renamedTenant.statusCode, renamedTenant.body).toBe(200);
      const tenantWrote = await rowsWrittenWith(db, 'tenants', tenant.id);
      const moved = await ctx.client.put(`/api/properties/${property.id}/`, {
        address: `2 ${label} Ave`,
        city: property.city,
        state: property.state,
        zip_code: property.zipCode,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const propertyWrote = await rowsWrittenWith(db, 'properties', property.id);
      const renamedMethod = await ctx.client.patch(`/api/transaction-sub-types/${method}/`, {
        name: `${label} app`,
      });
      expect(renamedMethod.statusCode, renamedMethod.body).toBe(200);
      const methodWrote = await rowsWrittenWith(db, 'transaction_sub_types', method);
      written.push({ tenant: tenantWrote, property: propertyWrote, method: methodWrote });

      const shown = await listed(`tenant=renamee${label}&page_size=100`);
      expect(shown).toHaveLength(rows * 2);
      for (const row of shown) {
        expect(row.tenant).toEqual({ id: tenant.id, first_name: `${label}er`, last_name: `Renamee${label}` });
        if (row.type === 'payment') expect(row.sub_type).toEqual({ id: method, name: `${label} app` });
        else expect(row.property).toEqual({ id: property.id, address: `2 ${label} Ave` });
      }
      const ledger = await ctx.client.get(`/api/tenants/${tenant.id}/transactions/?page_size=100`);
      expect(ledger.json().results).toEqual(shown);
      expect(await findLedgerRow(db, shown[0]!.id)).toEqual(shown[0]);
    }
    const [small, large] = written;
    expect(small).toEqual(large); // the same writes for one ledger row as for forty
    for (const tables of Object.values(small!)) {
      expect(tables).not.toHaveProperty('transactions');
      expect(tables).not.toHaveProperty('transaction_items');
      expect(Object.keys(tables).length).toBeGreaterThan(0); // the renamed row itself, at least
    }
    await expectLedgerSound(db);
  });

  it('lists a row with no stored facts from the ledger itself', async () => {
    const db = ctx.database.db;
    const tenant = await buildTenant(db, { lastName: 'Pangolin' });
    const { id: payment } = await buildPayment(db, { tenantId: tenant.id, amount: '30.00' });
    await db.query(sql`DELETE FROM transaction_items ti USING transactions tr
                       WHERE tr.id = ti.transaction_id AND tr.type = 'payment' AND tr.related_id = ${payment}`);
    expect(await listed('tenant=pangolin')).toMatchObject([{ amount: '30.00', tenant: { id: tenant.id } }]);
    expect(await checkLedgerInvariants(db)).toEqual([
      expect.stringContaining(
        "a ledger row's stored facts are missing or differ from what the row gives now",
      ),
    ]);
    await storeMissingItems(db);
    await expectLedgerSound(db);
  });
});

/**
 * A posting and a rename at once (PostgreSQL only: the embedded engine runs one statement at a time).
 * A rename writes only the renamed row, so whichever commits first, the posted row's stored facts are
 * right and its page shows the name committed last. (A rename may wait for a posting that holds the
 * renamed row by its key: the audit reads the row FOR UPDATE; a posting never waits for a rename.)
 */
describe.runIf(engine === 'postgres')('a posting and a rename at once', () => {
  it('stores the posted row right and lists it with the name committed last, either way round', async () => {
    const database = openPostgres(await createPostgresDatabase(scratchDatabaseName('items_rename')), {
      max: 4,
    });
    try {
      await prepareDatabase(database, { seedDemo: false });
      const db = database.db;
      const actor = (await createStaff(database)).id;
      const property = await buildProperty(db, { address: '1 Before St' });
      const income = await subTypeIdOf(db, 'income', 'Parking');
      const rename = (address: string) =>
        updateProperty(
          db,
          property.id,
          { address, city: property.city, state: property.state, zip_code: property.zipCode },
          actor,
        );
      const post = async (tx: Tx) => {
        const [id] = await postOtherEntries(tx, [
          {
            type: 'income',
            amount: '7.00',
            subTypeId: income,
            propertyId: property.id,
            tenantId: null,
            description: '',
            bookedOn: todayIn('America/New_York'),
            createdBy: null,
          },
        ]);
        return id!;
      };

      // The posting has stored its row (having read '1 Before St') and stays open while the rename runs.
      const {
        results: [first],
      } = await overlap(
        db,
        (hold) =>
          db.transaction(async (tx) => {
            const id = await post(tx);
            await hold();
            return id;
          }),
        () => rename('2 During St'),
      );
      expect(await findLedgerRow(db, first)).toMatchObject({
        id: first,
        property: { address: '2 During St' },
      });

      // The rename has written the property and stays open while a posting runs and commits.
      const {
        results: [, second],
      } = await overlap(
        db,
        (hold) =>
          db.transaction(async (tx) => {
            await tx.query(sql`UPDATE properties SET address = '3 After St' WHERE id = ${property.id}`);
            await hold();
          }),
        () => db.transaction(post),
      );
      for (const id of [first, second])
        expect(await findLedgerRow(db, id)).toMatchObject({ id, property: { address: '3 After St' } });
      const page = await db.query<{ item: string }>(
        sql`SELECT item FROM transaction_items WHERE transaction_id IN (${first}, ${second})`,
      );
      for (const { item } of page) expect(JSON.parse(item)).not.toHaveProperty('property');
      expect(await checkLedgerInvariants(db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
