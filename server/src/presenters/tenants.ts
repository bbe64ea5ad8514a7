import type { Tenant, TenantListItem } from '@bunkhouse/contract';
import { isoTime, jsonObject, jsonObjectOrNull, money, type JsonFields } from '../db/json';
import { sql } from '../db/sql';
import { ORDER_JSON } from './orders';

/**
 * A tenant in the list (`TenantListItem`), from `tenants t` and its current order `o`
 * (TENANT_CURRENT_ORDER). The list reads the copy of the current order kept on the tenant's row
 * (db/derived/tenant-current-order.sql); its status and period come from the order row itself.
 */
const TENANT_LIST_FIELDS: JsonFields<TenantListItem> = {
  id: sql`t.id`,
  first_name: sql`t.first_name`,
  last_name: sql`t.last_name`,
  email: sql`t.email`,
  phone: sql`t.phone`,
  balance_amount: money(sql`t.balance_amount`),
  expected_payment_date: sql`t.expected_payment_date`,
  created_at: isoTime(sql`t.created_at`),
  deleted_at: isoTime(sql`t.deleted_at`),
  deleted: sql`t.deleted_at IS NOT NULL`,
  status: sql`t.order_status`,
  current_order: jsonObjectOrNull<NonNullable<TenantListItem['current_order']>>(
    sql`t.current_order_id IS NOT NULL`,
    {
      id: sql`t.current_order_id`,
      status: sql`o.status`,
      period_payment: sql`o.period_payment`,
      rent_amount: money(sql`t.current_rent_amount`),
      rent_due_date: sql`t.current_rent_due_date`,
      created_at: isoTime(sql`t.current_order_created_at`),
    },
  ),
};

export const TENANT_LIST_JSON = jsonObject<TenantListItem>(TENANT_LIST_FIELDS);

/** What the tenant's JSON needs joined to `tenants t`. */
export const TENANT_CURRENT_ORDER = sql`LEFT JOIN orders o ON o.id = t.current_order_id`;

/** A tenant with everything the detail shows (`Tenant`); its orders open first, then latest first. */
export const TENANT_JSON = jsonObject<Tenant>({
  ...TENANT_LIST_FIELDS,
  date_of_birth: sql`t.date_of_birth`,
  gender: sql`t.gender`,
  description: sql`t.description`,
  ssn_last4: sql`t.ssn_last4`,
  emergency_contact_first_name: sql`t.emergency_contact_first_name`,
  emergency_contact_last_name: sql`t.emergency_contact_last_name`,
  emergency_contact_email: sql`t.emergency_contact_email`,
  emergency_contact_phone: sql`t.emergency_contact_phone`,
  emergency_contact_relationship_to_tenant: sql`t.emergency_contact_relationship_to_tenant`,
  messages_opt_out: sql`t.messages_opt_out`,
  updated_at: isoTime(sql`t.updated_at`),
  orders: sql`coalesce((SELECT json_agg(${ORDER_JSON}
                          ORDER BY (o.status = 'completed'), o.deleted_at DESC, o.created_at DESC, o.id DESC)
                        FROM orders o WHERE o.tenant_id = t.id), '[]')`,
});
