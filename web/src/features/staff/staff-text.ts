import type { ChipOption } from '../../components/chip-filter';

/** What the staff and group screens say: their toasts and the labels of values. */
export const staffToasts = {
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeactivated: 'User deactivated successfully',
  userActivated: 'User reactivated successfully',
  passwordSet: 'Password set successfully',
  groupCreated: 'Group created successfully',
  groupRenamed: 'Group renamed successfully',
  permissionsSaved: 'Permissions saved successfully',
  groupDeleted: 'Group deleted successfully',
} as const;

/** The staff list's activity filter: one choice, `is_active=true` or `false`; no chip shows all. */
export const ACTIVITY_OPTIONS: ChipOption[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** 'tenants' → 'Tenants', 'void' → 'Void': the matrix's row and column headers. */
export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
