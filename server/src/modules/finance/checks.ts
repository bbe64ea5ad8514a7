import { FINANCE_MESSAGES, type FieldErrors } from '@bunkhouse/contract';
import { AppError } from '../../http/app-error';
import { ordersMessages } from '../orders/orders.service';
import type { LockedTenant } from './tenant-lock';

/** Refuses with every field that has a problem at once (400 `{field: [message]}`); passes when none has. */
export function refuseFields(problems: Record<string, string | null>) {
  const fields: FieldErrors = {};
  for (const [field, message] of Object.entries(problems)) if (message) fields[field] = [message];
  const first = Object.values(fields)[0];
  if (first) throw new AppError('validation', first[0]!, fields);
}

/** Money is taken from or charged to active tenants only (as orders are made for them only). */
export const tenantProblem = (tenant: LockedTenant | null) =>
  !tenant ? ordersMessages.noSuchTenant : tenant.is_deleted ? FINANCE_MESSAGES.inactiveTenant : null;
