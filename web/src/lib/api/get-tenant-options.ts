import { MAX_PAGE_SIZE } from '@bunkhouse/contract';
import { tenantsQueryOptions } from './get-tenants';

/**
 * The choices of a tenant select: active tenants by last name, searched by name, e-mail or phone
 * (GET /api/tenants/?search=…&deleted=false&ordering=last_name&page_size=100). It asks the tenants
 * list's own query, so a change of a tenant refreshes the select's choices with the list.
 */
export const tenantOptionsQueryOptions = (search: string) =>
  tenantsQueryOptions({
    search: search.trim() || undefined,
    deleted: false,
    ordering: 'last_name',
    page_size: MAX_PAGE_SIZE,
  });
