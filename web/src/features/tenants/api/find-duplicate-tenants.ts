import type { TenantListItem } from '@bunkhouse/contract';
import { getTenants } from '../../../lib/api/get-tenants';

/** Another tenant with the same e-mail or phone, and which of the two they share. */
export interface DuplicateTenant {
  tenant: TenantListItem;
  shared: 'e-mail' | 'phone' | 'e-mail and phone';
}

/**
 * Tenants (active or not) other than `excludeId` whose e-mail (case aside) or phone digits are these,
 * through the list's search (GET /api/tenants/?search=), which matches names, e-mail and phone: its
 * matches are then held to the whole value, so 'ann@x.com' does not match 'joann@x.com'.
 */
export async function findDuplicateTenants({
  email,
  phone,
  excludeId,
}: {
  email: string | null;
  phone: string | null;
  excludeId?: number;
}): Promise<DuplicateTenant[]> {
  const searches = [email, phone].filter((term): term is string => !!term);
  const pages = await Promise.all(searches.map((search) => getTenants({ search, page_size: 50 })));
  const found = new Map<number, DuplicateTenant>();
  for (const tenant of pages.flatMap((page) => page.results)) {
    if (tenant.id === excludeId || found.has(tenant.id)) continue;
    const sameEmail = !!email && tenant.email.toLowerCase() === email.toLowerCase();
    const samePhone = !!phone && tenant.phone === phone;
    if (!sameEmail && !samePhone) continue;
    const shared = sameEmail && samePhone ? 'e-mail and phone' : sameEmail ? 'e-mail' : 'phone';
    found.set(tenant.id, { tenant, shared });
  }
  return [...found.values()];
}
