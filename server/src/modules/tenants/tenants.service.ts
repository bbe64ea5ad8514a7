import {
  DATE_MESSAGES,
  TENANT_MESSAGES,
  type TenantBody,
  type TenantListQuery,
  type TenantPatchBody,
  type TenantTransactionsQuery,
} from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { listQuery, pageWindow } from '../../db/list';
import { fieldError, notFound, refusal } from '../../errors';
import { lockTenant } from '../ledger/locks';
import { changesIn, recordAudit, rowForChange } from '../audit/audit';
import { selectTenantsPage } from './tenants-list.queries';
import { hashSsn } from './ssn';
import * as q from './tenants.queries';

export async function listTenants(db: Db, query: TenantListQuery) {
  const filter = { deleted: query.deleted, statuses: query.orders__status };
  return selectTenantsPage(db, filter, listQuery(query, 'last_name'));
}

export async function getTenant(db: Db, id: number) {
  const found = await q.findTenant(db, id);
  if (!found) throw notFound('Tenant');
  return found;
}

/** A birthday is a day that has been: not after today, not before 1900. */
function checkDateOfBirth(date: string | undefined, today: string) {
  if (date === undefined) return;
  if (date > today) throw fieldError('date_of_birth', TENANT_MESSAGES.birthInFuture);
  if (date < '1900-01-01') throw fieldError('date_of_birth', TENANT_MESSAGES.birthTooEarly);
}

function checkExpectedPaymentDate(date: string | null | undefined, today: string) {
  if (date && date < today) throw fieldError('expected_payment_date', DATE_MESSAGES.beforeToday);
}

/** The SSN's columns: its last 4 digits and an argon2 hash; nothing when no number is given. */
async function ssnColumns(ssn: string | null | undefined, secret: string | null) {
  if (!ssn) return {};
  return { ssn_last4: ssn.slice(-4), ssn_hash: await hashSsn(ssn, secret) };
}

/** The business day of the change, and the secret the SSN is sealed with (ssn.ts). */
export interface TenantWriteContext {
  today: string;
  secret: string | null;
}

/** What the audit log keeps of a tenant's input: everything but the SSN, of which only "given". */
const auditDetail = ({ social_security_number, ...rest }: Partial<TenantBody> & object) => ({
  ...rest,
  ...(social_security_number ? { social_security_number: '(set)' } : {}),
});

const formColumns = (input: Partial<TenantBody>): Partial<q.TenantColumns> => ({
  first_name: input.first_name,
  last_name: input.last_name,
  email: input.email,
  phone: input.phone,
  date_of_birth: input.date_of_birth,
  gender: input.gender,
  description: input.description,
  emergency_contact_first_name: input.emergency_contact_first_name,
  emergency_contact_last_name: input.emergency_contact_last_name,
  emergency_contact_email: input.emergency_contact_email,
  emergency_contact_phone: input.emergency_contact_phone,
  emergency_contact_relationship_to_tenant: input.emergency_contact_relationship_to_tenant,
  messages_opt_out: input.messages_opt_out,
});

export async function createTenant(
  db: Db,
  input: TenantBody,
  actorId: number,
  { today, secret }: TenantWriteContext,
) {
  checkDateOfBirth(input.date_of_birth, today);
  const ssn = await ssnColumns(input.social_security_number, secret);
  return db.transaction(async (tx) => {
    const id = await q.insertTenant(tx, { ...(formColumns(input) as q.TenantColumns), ...ssn });
    await recordAudit(tx, {
      userId: actorId,
      action: 'create',
      entity: 'tenant',
      entityId: id,
      detail: auditDetail(input),
    });
    return (await q.findTenant(tx, id))!;
  });
}

/**
 * PUT (every form field) and PATCH (the fields given, and the expected payment date). A blank SSN
 * keeps the stored one: the form cannot show it to send it back.
 */
export async function updateTenant(
  db: Db,
  id: number,
  input: TenantBody | TenantPatchBody,
  actorId: number,
  { today, secret }: TenantWriteContext,
  action: 'update' | 'patch' = 'update',
) {
  checkDateOfBirth(input.date_of_birth, today);
  const expected = 'expected_payment_date' in input ? input.expected_payment_date : undefined;
  checkExpectedPaymentDate(expected, today);
  const ssn = await ssnColumns(input.social_security_number, secret);
  return db.transaction(async (tx) => {
    if (!(await lockTenant(tx, id))) throw notFound('Tenant');
    const columns = {
      ...formColumns(input),
      ...ssn,
      expected_payment_date: expected,
      // PUT sends the whole form: a box not sent is a box not ticked.
      ...(action === 'update' ? { messages_opt_out: input.messages_opt_out ?? false } : {}),
    };
    const before = (await rowForChange(tx, 'tenants', id))!;
    await q.updateTenant(tx, id, columns);
    const after = (await rowForChange(tx, 'tenants', id))!;
    await recordAudit(tx, {
      userId: actorId,
      action,
      entity: 'tenant',
      entityId: id,
      changes: changesIn(before, after, Object.keys(columns)),
    });
    return (await q.findTenant(tx, id))!;
  });
}

/** Soft delete (Inactive); refused while the tenant has an order that is not completed. */
export async function deleteTenant(db: Db, id: number, actorId: number) {
  await db.transaction(async (tx) => {
    const tenant = await lockTenant(tx, id);
    if (!tenant) throw notFound('Tenant');
    if (tenant.open_order_id !== null) throw refusal(TENANT_MESSAGES.hasOpenOrder);
    if (tenant.is_deleted) throw refusal(TENANT_MESSAGES.alreadyInactive);
    await q.setTenantDeleted(tx, id, true);
    await recordAudit(tx, { userId: actorId, action: 'delete', entity: 'tenant', entityId: id });
  });
}

export async function activateTenant(db: Db, id: number, actorId: number) {
  return db.transaction(async (tx) => {
    const tenant = await lockTenant(tx, id);
    if (!tenant) throw notFound('Tenant');
    if (!tenant.is_deleted) throw refusal(TENANT_MESSAGES.alreadyActive);
    await q.setTenantDeleted(tx, id, false);
    await recordAudit(tx, { userId: actorId, action: 'activate', entity: 'tenant', entityId: id });
    return (await q.findTenant(tx, id))!;
  });
}

export async function listTenantTransactions(db: Db, id: number, query: TenantTransactionsQuery) {
  const page = await q.selectTenantTransactionsPage(db, id, query.type, pageWindow(query));
  if (!page.count && !(await q.tenantExists(db, id))) throw notFound('Tenant');
  return page;
}
