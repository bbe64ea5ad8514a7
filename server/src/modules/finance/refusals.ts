import { FINANCE_MESSAGES, TENANT_MESSAGES, type SubTypeKind } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { isBookable, selectBooksClosedThrough } from '../ledger/books';
import type { LockedTenant } from '../ledger/locks';
import { findSubType } from './sub-types.queries';

/**
 * Why a finance use case refuses what a field names: the field's message, or null when it is fine
 * (errors.ts `refuseFields` answers them all at once).
 */

/** Money is taken from or charged to active tenants only (as orders are made for them only). */
export const tenantProblem = (tenant: LockedTenant | null) =>
  !tenant ? TENANT_MESSAGES.noSuchTenant : tenant.is_deleted ? FINANCE_MESSAGES.inactiveTenant : null;

/** An active sub-type of `kind` (an unknown, inactive or other-kind id all read "Select an active …"). */
export async function subTypeProblem(db: Executor, id: number, kind: SubTypeKind) {
  const found = await findSubType(db, id);
  return found && found.is_active && found.type === kind ? null : FINANCE_MESSAGES.subTypeKind(kind);
}

/**
 * The day an entry is booked on (DOMAIN "The books"): today or earlier (`future` says otherwise), and
 * after the day the books are closed through.
 */
export async function bookedDayProblem(
  db: Executor,
  day: string,
  today: string,
  future: string = FINANCE_MESSAGES.bookedInFuture,
) {
  return day > today ? future : booksClosedProblem(db, day);
}

/** A day the books are closed through (DOMAIN "The books"): nothing is booked on it. */
export async function booksClosedProblem(db: Executor, day: string) {
  const closedThrough = await selectBooksClosedThrough(db);
  return isBookable(day, closedThrough) ? null : FINANCE_MESSAGES.booksClosed(closedThrough!);
}
