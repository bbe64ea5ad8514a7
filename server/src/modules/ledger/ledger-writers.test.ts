import fs from 'node:fs';
import path from 'node:path';
import { sql } from '../../db/sql';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { buildTenant, subTypeIdOf } from '../../../test/factories';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import { lockOrders, lockTenants } from './locks';
import { postEntries } from './post';

/**
 * "Nothing else updates a balance": the posting function is the only code that writes
 * `tenants.balance_amount`, and nothing updates or deletes a posted ledger row (the database refuses).
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const POSTING = path.join('modules', 'ledger', 'post.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('the one posting function', () => {
  it('is the only code that writes a balance', () => {
    const writes = [
      /\bSET\b[^;]{0,300}?\bbalance_amount\s*=(?!=)/i, // UPDATE tenants SET …, balance_amount = …
      /\bINSERT\s+INTO\s+tenants\b[^;]*\bbalance_amount\b/i, // an insert that picks a balance
      /\.(?:update|insert)\(\s*tenants\s*\)[\s\S]{0,400}?\bbalanceAmount\b/, // drizzle's builders
    ];
    const writers = sourceFiles(SRC).filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return writes.some((pattern) => pattern.test(text));
    });
    expect(writers.map((f) => path.relative(SRC, f))).toEqual([POSTING]);
    // The patterns do see writes.
    for (const sample of [
      'UPDATE tenants SET updated_at = now(), balance_amount = 0 WHERE id = 1',
      'INSERT INTO tenants (first_name, balance_amount) VALUES ($1, $2)',
      "db.update(tenants).set({ balanceAmount: '0.00' })",
    ]) {
      expect(
        writes.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
  });

  it('is also the only writer the database accepts', async () => {
    const database = await freshDatabase();
    const tenant = await buildTenant(database.db);
    await expect(
      database.db.query(sql`UPDATE tenants SET balance_amount = 100 WHERE id = ${tenant.id}`),
    ).rejects.toThrow();
    await expect(
      database.db.query(
        sql`INSERT INTO tenants (first_name, last_name, email, phone, date_of_birth, balance_amount)
            VALUES ('A', 'B', 'a@b.co', '3125550100', '1990-01-01', 5)`,
      ),
    ).rejects.toThrow();
    const method = await subTypeIdOf(database.db, 'payment', 'Cash');
    await database.db.transaction(async (tx) => {
      const [payment] = await tx.query<{
        id: number;
      }>(sql`INSERT INTO payments (tenant_id, amount, method_id, received_on, applied_at)
            VALUES (${tenant.id}, 25, ${method}, '2026-11-01', now()) RETURNING id`);
      await lockTenants(tx, [tenant.id]);
      await postEntries(tx, [
        {
          tenantId: tenant.id,
          type: 'payment',
          amount: '25.00',
          relatedId: payment!.id,
          subTypeId: method,
          description: '',
          bookedOn: '2026-11-01',
          createdBy: null,
        },
      ]);
      // The flag is down again after the posting: the same transaction cannot write a balance itself.
      await tx.query(sql`SAVEPOINT own_write`);
      await expect(
        tx.query(sql`UPDATE tenants SET balance_amount = 0 WHERE id = ${tenant.id}`),
      ).rejects.toThrow();
      await tx.query(sql`ROLLBACK TO SAVEPOINT own_write`);
    });
    await expectLedgerSound(database.db);
    // Other columns are written freely.
    await database.db.query(sql`UPDATE tenants SET first_name = 'Ann' WHERE id = ${tenant.id}`);
  });

  it('moves only tenants its transaction has locked, and locks orders before tenants', async () => {
    const database = await freshDatabase();
    const tenant = await buildTenant(database.db);
    const entry = {
      tenantId: tenant.id,
      type: 'fee' as const,
      amount: '-5.00',
      relatedId: null,
      description: '',
      bookedOn: '2026-11-01',
      createdBy: null,
    };
    await expect(database.db.transaction((tx) => postEntries(tx, [entry]))).rejects.toThrow(
      `tenant ${tenant.id} is not locked`,
    );
    await expect(
      database.db.transaction(async (tx) => {
        await lockTenants(tx, [tenant.id]);
        await lockOrders(tx, sql`o.tenant_id = ${tenant.id}`);
      }),
    ).rejects.toThrow('orders are locked before tenants');
    await expectLedgerSound(database.db);
  });

  it('leaves posted ledger rows alone: the database refuses to update or delete them', async () => {
    const database = await freshDatabase();
    const tenant = await buildTenant(database.db);
    await database.db.query(
      sql`INSERT INTO transactions (type, tenant_id, amount, current_balance, booked_on)
          VALUES ('payment', ${tenant.id}, 10, 10, current_date)`,
    );
    await expect(database.db.query(sql`UPDATE transactions SET amount = 20`)).rejects.toThrow();
    await expect(database.db.query(sql`DELETE FROM transactions`)).rejects.toThrow();
  });
});
