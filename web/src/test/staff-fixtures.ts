import { PERMISSIONS } from '@bunkhouse/contract';
import type { StaffGroup, StaffUser } from '@bunkhouse/contract';
import { aUser } from './fake-fetch';

/** Staff users and groups as the server sends them, with overrides. */
export const aStaffUser = (overrides: Partial<StaffUser> = {}): StaffUser => ({
  id: 2,
  username: 'tom',
  full_name: 'Tom Baker',
  email: 'tom@example.com',
  is_active: true,
  is_superuser: false,
  groups: [{ id: 3, name: 'Front desk' }],
  last_login_at: '2026-03-05T15:00:00.000Z',
  created_at: '2026-01-02T09:00:00.000Z',
  ...overrides,
});

export const aGroup = (overrides: Partial<StaffGroup> = {}): StaffGroup => ({
  id: 3,
  name: 'Front desk',
  permissions: ['tenants.view'],
  member_count: 2,
  is_editable: true,
  ...overrides,
});

export const managers = aGroup({
  id: 1,
  name: 'Managers',
  permissions: [...PERMISSIONS],
  member_count: 1,
  is_editable: false,
});

/** The signed-in manager: `maria`, id 1, who may manage staff. */
export const aManager = () => aUser({ id: 1, username: 'maria', permissions: ['users.manage'] });
