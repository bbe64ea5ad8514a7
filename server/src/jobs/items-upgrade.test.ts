import { todayIn, type Transaction } from '@bunkhouse/contract';
import { describe, expect, it, vi } from 'vitest';
import { createStaff, useTestApp } from '../../test/app';
import { createPostgresDatabase, engine, scratchDatabaseName } from '../../test/database';
import { buildPayment, buildProperty, buildTenant, subTypeIdOf } from '../../test/factories';
import { checkLedgerInvariants } from '../../test/ledger-invariants';
import { expectLedgerSound } from '../../test/ledger-helpers';
import type { Database, Db, Executor } from '../db/database';
import { openPostgres } from '../db/open';
import { sql } from '../db/sql';
import { AppError } from '../errors';
import { postOtherTransaction } from '../modules/finance/other-transactions.service';
import { postPayment, voidLockedPayment, voidPayment } from '../modules/finance/payments.service';
import { patchSubType } from '../modules/finance/sub-types.service';
import { withTenantLocked } from '../modules/ledger/locks';
import { readItemsUpgrade, upgradeItemsBatch } from '../modules/ledger/transaction-items';
import { updateProperty } from '../modules/places/properties.service';
import { updateTenant } from '../modules/tenants/tenants.service';
import { TRANSACTION_JOINS, TRANSACTION_JSON } from '../presenters/finance';
import { prepareDatabase } from '../setup/prepare';
import { runItemsUpgrade, scheduleItemsUpgrade } from './items-upgrade';
import { overlap } from '../../test/overlap';

/**
 * The upgrade of a database from before decision 032 (items-upgrade.ts): its stored ledger rows hold
 * the names too, or are missing. The job writes them as facts once, in batches that commit and
 * resume, while the lists answer right.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });

/**
 * The ledger as a database from before decision 032 has it: the stored rows whole (names included,
 * as decision 030 wrote them), but every third one missing (a ledger older than the table); the
 * upgrade not started.
 */
async function ageLedger(db: Executor) {
  await db.query(sql`UPDATE transaction_items ti SET item = (${TRANSACTION_JSON})::text
                     FROM transactions tr ${TRANSACTION_JOINS} WHERE tr.id = ti.transaction_id`);
  await db.query(sql`DELETE FROM transaction_items WHERE transaction_id % 3 = 0`);
  await db.query(sql`DELETE FROM transaction_items_upgrade`);
}

/** How many stored rows still hold names, and how many ledger rows have none stored, up to and after `id`. */
async function oldRows(db: Executor, id: number) {
  const [row] = await db.query<{
    named_to: number;
    named_after: number;
    missing_to: number;
    missing_after: number;
  }>(
    sql`SELECT count(*) FILTER (WHERE ti.item LIKE '%"tenant" :%' AND tr.id <= ${id})::int AS named_to,
               count(*) FILTER (WHERE ti.item LIKE '%"tenant" :%' AND tr.id > ${id})::int AS named_after,
               count(*) FILTER (WHERE ti.item IS NULL AND tr.id <= ${id})::int AS missing_to,
               count(*) FILTER (WHERE ti.item IS NULL AND tr.id > ${id})::int AS missing_after
        FROM transactions tr LEFT JOIN transaction_items ti ON ti.transaction_id = tr.id`,
  );
  return row!;
}

/** A small house's ledger: payments (one voided), fees of none, income rows of a property. */
async function buildLedger(db: Db, rows = 6) {
  const tenant = await buildTenant(db, { firstName: 'Olga', lastName: 'Upgradeson' });
  const property = await buildProperty(db, { address: '5 Before Rd' });
  const parking = await subTypeIdOf(db, 'income', 'Parking');
  const today = todayIn('America/New_York');
  const payments = [];
  for (let i = 0; i < rows; i++) {
    payments.push(await buildPayment(db, { tenantId: tenant.id, amount: `${10 + i}.00` }));
    const body = { type: 'income' as const, sub_type_id: parking, property_id: property.id, amount: '4.00' };
    await postOtherTransaction(db, { ...body, tenant_id: tenant.id, description: null }, null, {
      today: todayIn('America/New_York'),
    });
  }
  await voidPayment(db, payments[0]!.id, { reason: 'Bounced' }, null, { today });
  return { tenant, property, payments };
}

const lastLedgerId = async (db: Executor) =>
  (await db.query<{ id: number }>(sql`SELECT max(id)::int AS id FROM transactions`))[0]!.id;

describe('the upgrade of the stored ledger rows', () => {
  it('finishes at once on an empty ledger', async () => {
    const db = ctx.database.db;
    await db.query(sql`DELETE FROM transaction_items_upgrade`);
    expect(await runItemsUpgrade(db)).toEqual({ isDone: true, batches: 0, written: 0 });
    expect(await readItemsUpgrade(db)).toEqual({ afterId: 0, isDone: true });
  });

  it('writes old and missing rows batch by batch, answers right midway, resumes, then never runs again', async () => {
    const db = ctx.database.db;
    const { tenant, property } = await buildLedger(db);
    await ageLedger(db);
    // Renamed after the old rows were stored: they show names that are gone.
    const actor = ctx.staff.id;
    const today = todayIn('America/New_York');
    await updateTenant(db, tenant.id, { first_name: 'Olivia' }, actor, { today, secret: null }, 'patch');
    const moved = {
      address: '6 After Rd',
      city: property.city,
      state: property.state,
      zip_code: property.zipCode,
    };
    await updateProperty(db, property.id, moved, actor);
    const last = await lastLedgerId(db);
    expect(last).toBeGreaterThan(8);

    let asked = 0;
    const first = await runItemsUpgrade(db, { batchSize: 4, pauseMs: 0, shouldStop: () => asked++ >= 2 });
    expect(first).toMatchObject({ isDone: false, batches: 2 });
    expect(await readItemsUpgrade(db)).toEqual({ afterId: 8, isDone: false });
    const midway = await oldRows(db, 8);
    expect(midway).toMatchObject({ named_to: 0, missing_to: 0 });
    expect(midway.named_after + midway.missing_after).toBeGreaterThan(0);
    expect(first.written).toBe(await ledgerRowsUpTo(db, 8));

    // Midway, every answer is the whole row as its joins give it now (the invariants' last check),
    // and only the stored rows not reached yet differ from their facts.
    expect(await checkLedgerInvariants(db)).toEqual([
      expect.stringContaining(
        "a ledger row's stored facts are missing or differ from what the row gives now",
      ),
    ]);
    const res = await ctx.client.get('/api/transactions/?tenant=upgradeson&page_size=100');
    const listed = res.json().results as Transaction[];
    expect(listed).toHaveLength(13);
    for (const row of listed) {
      expect(row.tenant).toEqual({ id: tenant.id, first_name: 'Olivia', last_name: 'Upgradeson' });
      if (row.type === 'income') expect(row.property).toEqual({ id: property.id, address: '6 After Rd' });
    }
    const ledger = await ctx.client.get(`/api/tenants/${tenant.id}/transactions/?page_size=100`);
    expect(ledger.json().results).toEqual(listed);

    const rest = await runItemsUpgrade(db, { batchSize: 4, pauseMs: 0 });
    expect(rest).toMatchObject({ isDone: true, batches: Math.ceil((last - 8) / 4) });
    expect(await readItemsUpgrade(db)).toEqual({ afterId: last, isDone: true });
    expect(await oldRows(db, last)).toEqual({ named_to: 0, named_after: 0, missing_to: 0, missing_after: 0 });
    await expectLedgerSound(db);

    // Done: a later run reads one row and writes nothing, not even a row that still held names.
    await db.query(sql`UPDATE transaction_items ti SET item = (${TRANSACTION_JSON})::text
                       FROM transactions tr ${TRANSACTION_JOINS} WHERE tr.id = ti.transaction_id AND tr.id = 1`);
    expect(await runItemsUpgrade(db, { batchSize: 4, pauseMs: 0 })).toEqual({
      isDone: true,
      batches: 0,
      written: 0,
    });
    expect((await oldRows(db, last)).named_to).toBe(1);
    await db.query(sql`DELETE FROM transaction_items WHERE transaction_id = 1`);
    expect((await ctx.client.get('/api/transactions/?page_size=100')).json().results).toEqual(listed);
  });

  it('runs from the start-up schedule until done, and says so', async () => {
    const db = ctx.database.db;
    await ageLedger(db);
    const log = { info: vi.fn(), error: vi.fn() };
    const job = scheduleItemsUpgrade(ctx.database, log, { batchSize: 5, pauseMs: 0 });
    await vi.waitFor(async () => expect((await readItemsUpgrade(db)).isDone).toBe(true));
    await job.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      { itemsUpgrade: expect.objectContaining({ isDone: true }) },
      'stored ledger rows upgraded to facts (decision 032)',
    );
    await expectLedgerSound(db);
  });
});

/** How many ledger rows have ids up to `id`. */
const ledgerRowsUpTo = async (db: Executor, id: number) =>
  (await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions WHERE id <= ${id}`))[0]!.n;

/**
 * The upgrade racing the ledger's writers (PostgreSQL only: the embedded engine runs one statement at a
 * time). A batch reads the ledger in its snapshot; a reversal that commits meanwhile has written the
 * reversed row's facts (`is_reversed`) already: ON CONFLICT's WHERE reads that newer version and the
 * batch leaves it.
 */
describe.runIf(engine === 'postgres')('the upgrade racing postings, voids and renames', () => {
  async function withDatabase(name: string, work: (database: Database) => Promise<void>) {
    const database = openPostgres(await createPostgresDatabase(scratchDatabaseName(name)), { max: 10 });
    try {
      await prepareDatabase(database, { seedDemo: false });
      await work(database);
    } finally {
      await database.close();
    }
  }

  const isReversed = async (db: Executor, id: number) =>
    (
      JSON.parse(
        (
          await db.query<{ item: string }>(sql`SELECT ti.item FROM transactions tr
            JOIN transaction_items ti ON ti.transaction_id = tr.id
            WHERE tr.type = 'payment' AND tr.related_id = ${id} AND tr.reverses_id IS NULL`)
        )[0]!.item,
      ) as Transaction
    ).is_reversed;

  it('keeps a void committed during a batch, and a void after one, whichever writes first', async () => {
    await withDatabase('items_upgrade_void', async ({ db }) => {
      const today = todayIn('America/New_York');
      const { tenant, payments } = await buildLedger(db, 3);
      await ageLedger(db);
      const voidHeld = (id: number) => (hold: () => Promise<void>) =>
        withTenantLocked(db, tenant.id, async (tx) => {
          await voidLockedPayment(tx, id, { reason: 'race', actorId: null, today, openOrderId: null });
          await hold();
        });
      const batch = () => db.transaction((tx) => upgradeItemsBatch(tx, 0, 1_000));

      // The void has written the payment's row (`is_reversed`) and stays open: the batch, whose
      // snapshot sees no reversal, waits for that stored row, then leaves it (it holds no names).
      expect((await overlap(db, voidHeld(payments[1]!.id), batch)).waited).toBe(true);
      expect(await isReversed(db, payments[1]!.id)).toBe(true);

      // The batch has written the payment's row (not reversed) and stays open: the void waits for it,
      // then writes it again.
      await ageLedger(db);
      const batchHeld = (hold: () => Promise<void>) =>
        db.transaction(async (tx) => {
          await upgradeItemsBatch(tx, 0, 1_000);
          await hold();
        });
      const voiding = () => voidPayment(db, payments[2]!.id, { reason: 'race' }, null, { today });
      expect((await overlap(db, batchHeld, voiding)).waited).toBe(true);
      expect(await isReversed(db, payments[2]!.id)).toBe(true);

      await runItemsUpgrade(db, { pauseMs: 0 });
      expect(await checkLedgerInvariants(db)).toEqual([]);
    });
  });

  it('takes turns over two instances, and matches the ledger after 6 clients post, void and rename meanwhile', async () => {
    await withDatabase('items_upgrade_clients', async (database) => {
      const db = database.db;
      const actor = (await createStaff(database)).id;
      const today = todayIn('America/New_York');
      const tenants: Array<{ id: number }> = [];
      const properties: Array<{ id: number }> = [];
      for (let i = 0; i < 3; i++) properties.push(await buildProperty(db));
      for (let i = 0; i < 6; i++) tenants.push(await buildTenant(db));
      const cash = await subTypeIdOf(db, 'payment', 'Cash');
      const income = await subTypeIdOf(db, 'income', 'Parking');
      const payments: number[] = [];
      for (let i = 0; i < 60; i++) {
        const body = { tenant_id: tenants[i % 6]!.id, method_id: cash, amount: '10.00', description: null };
        payments.push((await postPayment(db, body, null, { today })).id);
      }
      await ageLedger(db);
      const last = await lastLedgerId(db);

      const operation = async (i: number) => {
        const tenant = tenants[i % tenants.length]!;
        const property = properties[i % properties.length]!;
        switch (i % 5) {
          case 0: {
            const body = { tenant_id: tenant.id, method_id: cash, amount: '10.00', description: null };
            payments.push((await postPayment(db, body, null, { today })).id);
            return;
          }
          case 1: {
            const body = {
              type: 'income' as const,
              sub_type_id: income,
              property_id: property.id,
              amount: '3.00',
            };
            await postOtherTransaction(db, { ...body, tenant_id: tenant.id, description: null }, null, {
              today: todayIn('America/New_York'),
            });
            return;
          }
          case 2:
            if (payments.length)
              await voidPayment(db, payments.shift()!, { reason: 'race' }, null, { today });
            return;
          case 3:
            await updateTenant(
              db,
              tenant.id,
              { first_name: `Renamed${i}` },
              actor,
              { today, secret: null },
              'patch',
            );
            await patchSubType(db, cash, { name: `Cash ${i}` }, actor);
            return;
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
      const unexpected: string[] = [];
      let counter = 0;
      const client = async () => {
        for (let i = counter++; i < 150; i = counter++) {
          try {
            await operation(i);
          } catch (error) {
            if (!(error instanceof AppError)) unexpected.push(`#${i}: ${String(error)}`);
          }
        }
      };
      // Two instances' jobs: the clients start once both have read where the walk ends (their first
      // two statements outside a batch's transaction), so both end at the same last row.
      const started: Array<Promise<void>> = [];
      const upgrades = [1, 2].map(() => {
        let reads = 0;
        let hasRead = () => {};
        started.push(new Promise<void>((resolve) => (hasRead = resolve)));
        const instance: Db = {
          query: async (statement, options) => {
            const rows = await db.query(statement, options);
            if (++reads === 2) hasRead();
            return rows as never;
          },
          transaction: (work) => db.transaction(work),
        };
        return runItemsUpgrade(instance, { batchSize: 7, pauseMs: 2 });
      });
      await Promise.all(started);
      await Promise.all(Array.from({ length: 6 }, client));
      const reports = await Promise.all(upgrades);
      expect(unexpected).toEqual([]);
      expect(reports.every((report) => report.isDone)).toBe(true);
      // No batch done twice: together they did exactly the batches of one walk.
      expect(reports[0]!.batches + reports[1]!.batches).toBe(Math.ceil(last / 7));
      expect(await checkLedgerInvariants(db)).toEqual([]);
    });
  });
});
