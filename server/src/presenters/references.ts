import type { PropertyOption, TenantOption } from '@bunkhouse/contract';
import { jsonObject, jsonObjectOrNull, type JsonFields } from '../db/json';
import { sql, type Sql } from '../db/sql';

/**
 * The references other entities carry: a tenant (`{id, first_name, last_name}`) from the tenants row
 * `t`, and a property (`{id, address}`) from the properties row `p` of the statement; `id` is the
 * referencing column where there may be none (a ledger row without a tenant).
 */
const tenantRef = (id: Sql): JsonFields<TenantOption> => ({
  id,
  first_name: sql`t.first_name`,
  last_name: sql`t.last_name`,
});
const propertyRef = (id: Sql): JsonFields<PropertyOption> => ({ id, address: sql`p.address` });

export const TENANT_REF_JSON = jsonObject<TenantOption>(tenantRef(sql`t.id`));
export const PROPERTY_REF_JSON = jsonObject<PropertyOption>(propertyRef(sql`p.id`));

/** The same references, or null when `id` is. */
export const tenantRefOrNull = (id: Sql) =>
  jsonObjectOrNull<TenantOption>(sql`${id} IS NOT NULL`, tenantRef(id));
export const propertyRefOrNull = (id: Sql) =>
  jsonObjectOrNull<PropertyOption>(sql`${id} IS NOT NULL`, propertyRef(id));
