import { addDays, fromCents, toCents } from '@bunkhouse/contract';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import {
  buildBed,
  buildOrder,
  buildProperty,
  buildRoom,
  buildTenant,
  subTypeIdOf,
} from '../../../test/factories';
import { balanceOf, expectLedgerSound } from '../../../test/ledger-helpers';
import { settleDeposit } from '../deposits/deposits.service';
import { refundCredit } from '../deposits/refunds.service';
import { runBilling } from '../billing/billing.service';
import { voidPayment, applyPayments } from '../finance/payments.service';
import { lockTenants } from '../ledger/locks';
import { closeOrder, createOrder } from '../orders/orders.service';
import { postOtherEntries } from '../ledger/post';
import {
  DayModel,
  expectReportsToMatch,
  FIRST,
  localInstant,
  opArb,
  rangeArb,
  TENANTS,
} from '../../../test/rollup-model';

/**
 * A model test of the report rollups (db/derived/daily-totals.sql, daily-orders.sql): random payments,
 * income and expense rows, orders opened and closed, at random instants of a month that crosses the
 * fall DST change, some dated back up to three days before the day they were recorded, voids of random
 * payments on a day of their own, and billing runs that post rent; then, for random ranges, the daily
 * summary and the totals must equal what a plain model of the rules says (DOMAIN "The books": income =
 * payments on their booked day and their voids on the void's day, plus income rows, less refunds; expense
 * = expense rows, each on its booked day; check-outs on the day an order completed; beds sold on the
 * day it was made), and every ledger invariant must hold (the rollups against the raw tables included).
 * Orders may carry a deposit (DOMAIN "Security deposits"), their tenants pay and are refunded, and
 * their deposits are settled: a deposit is its tenant's oldest charge, so it holds min(deposit, the
 * tenant's standing payments) until settled; what it holds is not income, from the day the money came
 * (a payment's received day, a void's day) until the settlement's day, when it is released.
 * The operations and the model are in test/rollup-model.ts.
 */
describe('the report rollups', () => {
  it('equal the plain model of the rules for any range, after any postings, voids and billing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 1, maxLength: 30 }),
        fc.array(rangeArb, { minLength: 3, maxLength: 6 }),
        async (ops, ranges) => {
          const database = await freshDatabase();
          const db = database.db;
          const properties = [(await buildProperty(db)).id, (await buildProperty(db)).id];
          const tenants = await Promise.all(Array.from({ length: TENANTS }, () => buildTenant(db)));
          const order = await buildOrder(db, { tenantId: tenants[0]!.id, startDate: FIRST, today: FIRST });
          const cash = await subTypeIdOf(db, 'payment', 'Cash');
          const laundry = await subTypeIdOf(db, 'income', 'Laundry');
          const repairs = await subTypeIdOf(db, 'expense', 'Repairs');
          const cleaning = await subTypeIdOf(db, 'fee', 'Cleaning');
          // The model: each business day's money and counts, the house's and each property's (decision 040).
          const model = new DayModel();
          /** Orders with a deposit: its tenant's standing payments, and whether it is settled. */
          const deposited: Array<{
            tenantId: number;
            orderId: number;
            property: number;
            day: number;
            cents: number;
            paid: number;
            settled: boolean;
          }> = [];
          const heldBy = (d: (typeof deposited)[number]) => (d.settled ? 0 : Math.min(d.cents, d.paid));
          const receive = model.receive.bind(model);
          const payments: Array<{
            id: number;
            day: string;
            cents: number;
            voided: boolean;
            property: number;
            deposit?: (typeof deposited)[number];
          }> = [];
          const rooms = [
            (await buildRoom(db, { propertyId: properties[0]! })).id,
            (await buildRoom(db, { propertyId: properties[1]! })).id,
          ];
          // Open orders and the day each was made: one is closed on that day at the earliest, and not
          // before the latest day rent was charged (a close books its cancelled rent on its own day).
          const open = [{ id: order.id, day: 0 }];
          let charged = 0;
          /** A new tenant on a new bed of the property, with a deposit charged with the order. */
          const openDepositOrder = async (op: {
            property: number;
            cents: number;
            day: number;
            minute: number;
          }) => {
            const made = await createOrder(
              db,
              {
                tenant_id: (await buildTenant(db)).id,
                bed_ids: [(await buildBed(db, { roomId: rooms[op.property]! })).id],
                period_payment: 'monthly',
                rent_amount: '500.00',
                start_date: addDays(FIRST, op.day),
                deposit_amount: fromCents(op.cents),
              },
              null,
              { today: addDays(FIRST, op.day), leadDays: 5, at: localInstant(op.day, op.minute) },
            );
            open.push({ id: made.id, day: op.day });
            charged = Math.max(charged, op.day);
            model.add(model.bedsSold, addDays(FIRST, op.day), 1);
            deposited.push({
              tenantId: made.tenant.id,
              orderId: made.id,
              property: op.property,
              day: op.day,
              cents: op.cents,
              paid: 0,
              settled: false,
            });
          };
          // One deposit from the first day, so that payments, settlements and refunds have one to act on.
          await openDepositOrder({ property: 0, cents: 30_000, day: 0, minute: 9 * 60 });

          for (const op of ops) {
            if (op.kind === 'pay') {
              const [paid] = await db.transaction(async (tx) => {
                await lockTenants(tx, [tenants[op.tenant]!.id]);
                return applyPayments(
                  tx,
                  [
                    {
                      tenantId: tenants[op.tenant]!.id,
                      amount: fromCents(op.cents),
                      methodId: cash,
                      description: null,
                      propertyId: properties[op.tenant % 2]!,
                      createdBy: null,
                      at: localInstant(op.day, op.minute),
                      receivedOn: addDays(FIRST, op.day - op.back),
                    },
                  ],
                  addDays(FIRST, op.day),
                );
              });
              const property = op.tenant % 2;
              payments.push({
                id: paid!.id,
                day: addDays(FIRST, op.day),
                cents: op.cents,
                voided: false,
                property,
              });
              receive(addDays(FIRST, op.day - op.back), property, op.cents);
            } else if (op.kind === 'other') {
              await db.transaction((tx) =>
                postOtherEntries(tx, [
                  {
                    type: op.type,
                    amount: fromCents(op.cents),
                    subTypeId: op.type === 'income' ? laundry : repairs,
                    propertyId: properties[op.property]!,
                    tenantId: null,
                    description: '',
                    bookedOn: addDays(FIRST, op.day - op.back),
                    createdBy: null,
                    createdAt: localInstant(op.day, op.minute),
                  },
                ]),
              );
              model.other(op.type, addDays(FIRST, op.day - op.back), op.property, op.cents);
            } else if (op.kind === 'order') {
              // A new tenant on a new bed, made at that instant; its bed counts as sold that day.
              const made = await createOrder(
                db,
                {
                  tenant_id: (await buildTenant(db)).id,
                  bed_ids: [(await buildBed(db)).id],
                  period_payment: 'weekly',
                  rent_amount: '100.00',
                  start_date: addDays(FIRST, op.day),
                },
                null,
                { today: addDays(FIRST, op.day), leadDays: 5, at: localInstant(op.day, op.minute) },
              );
              open.push({ id: made.id, day: op.day });
              charged = Math.max(charged, op.day);
              model.add(model.bedsSold, addDays(FIRST, op.day), 1);
            } else if (op.kind === 'close') {
              const closing = open.splice(op.pick % Math.max(1, open.length), 1)[0];
              if (closing === undefined) continue;
              const day = Math.max(op.day, closing.day, charged);
              await closeOrder(db, closing.id, null, {
                today: addDays(FIRST, day),
                at: localInstant(day, op.minute),
              });
              model.add(model.checkouts, addDays(FIRST, day), 1);
            } else if (op.kind === 'void') {
              const standing = payments.filter((p) => !p.voided);
              const payment = standing[op.pick % Math.max(1, standing.length)];
              if (!payment) continue;
              // Voided on the day it was recorded or up to three days later: on the void's own day.
              const voidDay = addDays(payment.day, op.later);
              await voidPayment(db, payment.id, { reason: 'model' }, null, { today: voidDay });
              payment.voided = true;
              const deposit = payment.deposit;
              const before = deposit ? heldBy(deposit) : 0;
              if (deposit) deposit.paid -= payment.cents;
              receive(voidDay, payment.property, -payment.cents, deposit ? heldBy(deposit) - before : 0);
            } else if (op.kind === 'deposit order') {
              await openDepositOrder(op);
            } else if (op.kind === 'pay deposit') {
              const deposit = deposited[op.pick % Math.max(1, deposited.length)];
              if (!deposit) continue;
              const [paid] = await db.transaction(async (tx) => {
                await lockTenants(tx, [deposit.tenantId]);
                return applyPayments(
                  tx,
                  [
                    {
                      tenantId: deposit.tenantId,
                      amount: fromCents(op.cents),
                      methodId: cash,
                      description: null,
                      propertyId: properties[deposit.property]!,
                      createdBy: null,
                      at: localInstant(op.day, op.minute),
                      receivedOn: addDays(FIRST, op.day - op.back),
                    },
                  ],
                  addDays(FIRST, op.day),
                );
              });
              const before = heldBy(deposit);
              deposit.paid += op.cents;
              payments.push({
                id: paid!.id,
                day: addDays(FIRST, op.day),
                cents: op.cents,
                voided: false,
                property: deposit.property,
                deposit,
              });
              receive(addDays(FIRST, op.day - op.back), deposit.property, op.cents, heldBy(deposit) - before);
            } else if (op.kind === 'settle') {
              const standing = deposited.filter((d) => !d.settled);
              const deposit = standing[op.pick % Math.max(1, standing.length)];
              if (!deposit) continue;
              // On its order's day at the earliest (a release never before the charge it reverses).
              const day = Math.max(op.day, deposit.day);
              const deductions = op.deduction
                ? [{ type_id: cleaning, amount: fromCents(op.deduction), description: 'model' }]
                : [];
              await settleDeposit(db, deposit.orderId, { deductions, booked_on: null }, null, {
                today: addDays(FIRST, day),
                at: localInstant(day, op.minute),
              });
              // What it held is released on the day: income then, whatever the deductions.
              receive(addDays(FIRST, day), deposit.property, heldBy(deposit));
              deposit.settled = true;
            } else if (op.kind === 'refund') {
              const deposit = deposited[op.pick % Math.max(1, deposited.length)];
              const credit = deposit ? toCents(await balanceOf(db, deposit.tenantId)) : 0;
              if (!deposit || credit <= 0) continue;
              const cents = Math.min(op.cents, credit);
              await refundCredit(
                db,
                { tenant_id: deposit.tenantId, amount: fromCents(cents), method_id: cash, description: null },
                null,
                { today: addDays(FIRST, op.day), at: localInstant(op.day, op.minute) },
              );
              receive(addDays(FIRST, op.day), deposit.property, -cents);
            } else {
              charged = Math.max(charged, op.day);
              await runBilling(db, {
                today: addDays(FIRST, op.day),
                leadDays: 5,
                at: localInstant(op.day, 8 * 60),
              });
            }
          }

          await expectReportsToMatch(db, model, ranges, properties);
          await expectLedgerSound(db);
        },
      ),
      { numRuns: 12, seed: 20_261_128, endOnFailure: true },
    );
  }, 300_000);
});
