import { SEEDED_GROUPS } from '@bunkhouse/contract';
import type { CurrentUser } from '@bunkhouse/contract';
import { aUser } from './fake-fetch';

/** The seeded groups other than Managers (who hold every permission): what real staff will have. */
export type SeededGroup = 'Front desk' | 'Accounting';

/** A user in one seeded group, with exactly the permissions the server creates that group with. */
export function aSeededGroupUser(group: SeededGroup): CurrentUser {
  const permissions = SEEDED_GROUPS[group];
  if (!permissions) throw new Error(`No seeded group named ${group}`);
  return aUser({ groups: [group], permissions: [...permissions] });
}
