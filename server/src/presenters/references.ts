import type { PropertyOption, TenantOption } from '@bunkhouse/contract';
import { jsonObject, jsonObjectOrNull } from '../db/json';
import { sql, type Sql } from '../db/sql';

/**
 * The references other entities carry: a tenant (`{id, first_name, last_name}`) and a property
 * (`{id, address}`), from the tenants row `t` and the properties row `p` of the statement.
 */
export const TENANT_REF_JSON = jsonObject<TenantOption>({
  id: sql`t.id`,
  first_name: sql`t.first_name`,
  last_name: sql`t.last_name`,
});

export const PROPERTY_REF_JSON = jsonObject<PropertyOption>({ id: sql`p.id`, address: sql`p.address` });

/** The same references where there may be none: null when `id` (the referencing column) is. */
export const tenantRefOrNull = (id: Sql) =>
  jsonObjectOrNull<TenantOption>(sql`${id} IS NOT NULL`, {
    id,
    first_name: sql`t.first_name`,
    last_name: sql`t.last_name`,
  });

export const propertyRefOrNull = (id: Sql) =>
  jsonObjectOrNull<PropertyOption>(sql`${id} IS NOT NULL`, { id, address: sql`p.address` });
