import type { DepositStatement, Permission } from '@bunkhouse/contract';
import { aUser } from './fake-fetch';
import { aSubType } from './finance-fixtures';
import { aDeposit } from './tenants-fixtures';

/** A deposit's statement as the server sends it: order 90 of Dana Smith, $400.00 held, not settled. */
export const aDepositStatement = (overrides: Partial<DepositStatement> = {}): DepositStatement => ({
  order_id: 90,
  tenant: { id: 5, first_name: 'Dana', last_name: 'Smith' },
  property: { id: 1, address: '12 Oak St' },
  deposit: aDeposit(),
  deductions: [],
  deducted: '0.00',
  released: null,
  balance_after: null,
  balance_now: '0.00',
  ...overrides,
});

/** The same deposit settled on 10 Apr 2026: $120.00 of cleaning deducted, $400.00 released, $280.00 of credit. */
export const aSettledStatement = (overrides: Partial<DepositStatement> = {}): DepositStatement =>
  aDepositStatement({
    deposit: aDeposit({ held: '0.00', status: 'settled', settled_on: '2026-04-10' }),
    deductions: [
      { fee_id: 71, type: { id: 15, name: 'Cleaning' }, amount: '120.00', description: 'Carpet cleaning' },
    ],
    deducted: '120.00',
    released: '400.00',
    balance_after: '280.00',
    balance_now: '280.00',
    ...overrides,
  });

/** The fee types a deduction offers, and a payment method a refund leaves by. */
export const CLEANING = aSubType({ id: 15, name: 'Cleaning', type: 'fee', default_amount: '75.00' });
export const DAMAGE = aSubType({ id: 16, name: 'Damage', type: 'fee' });
export const CASH = aSubType({ id: 4, name: 'Cash' });

const DEPOSIT_PERMISSIONS: Permission[] = ['tenants.view', 'orders.view', 'orders.close', 'payments.add'];

/** Who settles deposits and refunds credit (the front desk at move-out), or only what is given. */
export const aDepositUser = (permissions: Permission[] = DEPOSIT_PERMISSIONS) => aUser({ permissions });
