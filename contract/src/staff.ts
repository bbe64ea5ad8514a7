import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES } from './auth';
import { timestamp } from './dates';
import {
  idInput,
  INVALID_STRING,
  optionalEmailInput,
  optionalText,
  queryBoolean,
  requiredText,
} from './fields';
import { pageQuery, paged, searchQuery } from './lists';
import { PERMISSIONS } from './permissions';

/**
 * Staff and groups (issue 14; DOMAIN "People and access"): Settings > Staff and Settings > Groups,
 * for users with `users.manage`. The permissions' codenames and labels are in permissions.ts.
 */

export const STAFF_MESSAGES = {
  usernameFormat: 'Use 1–150 letters, digits and @/./+/-/_ only.',
  usernameTaken: 'A user with that username already exists.',
  noSuchGroup: 'No such group.',
  lastSuperuser: 'This is the last active superuser: make another user a superuser first.',
  notYourself: 'You cannot deactivate your own account.',
  alreadyInactive: 'This user is already inactive.',
  alreadyActive: 'This user is already active.',
  groupTaken: 'A group with that name already exists.',
  groupHasMembers: 'This group still has members: move them to another group first.',
  managersFixed: 'The Managers group always holds every permission and keeps its name.',
  passwordShownOnce: 'Copy this password now: it is not shown again.',
  // Granting only what you hold (decision 033): the 403s a manager without the superuser flag meets.
  superuserFlag: 'Only a superuser can make a user a superuser or take the flag away.',
  superuserOnly: "Only a superuser can change a superuser's account or password.",
  userOutOfReach:
    'This user holds permissions you do not have: only someone who holds them all can change their account or password.',
  groupNotHeld: 'You can only add users to, or remove them from, groups whose permissions you hold yourself.',
  permissionNotHeld: 'You can only grant or take away permissions you hold yourself.',
  ownGroups: 'You cannot change your own groups.',
  ownGroupPermissions: 'You cannot change the permissions of a group you belong to.',
} as const;

export const usernameInput = z
  .string({ error: INVALID_STRING })
  .trim()
  .regex(/^[\w.@+-]{1,150}$/, STAFF_MESSAGES.usernameFormat);

/** A password a manager sets; the server also refuses the username and common passwords. */
export const newPasswordInput = z
  .string({ error: INVALID_STRING })
  .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.tooShort)
  .max(1024);

export const groupRef = z.object({ id: z.number().int(), name: z.string() });

export const staffUser = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  groups: z.array(groupRef),
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
});
export type StaffUser = z.infer<typeof staffUser>;

/** `GET /api/users/?is_active=&search=&page=`: by username. */
export const staffListQuery = z.object({
  is_active: queryBoolean(),
  search: searchQuery,
  ...pageQuery,
});
export type StaffListQuery = z.infer<typeof staffListQuery>;
export const pagedStaff = paged(staffUser);

const groupIds = z.array(idInput, { error: 'Expected a list of group ids.' }).max(50);

/**
 * `POST /api/users/`: a new staff user in the given groups. Without `password` the server makes one
 * up and answers it once, in `generated_password`.
 */
export const staffCreateBody = z.strictObject({
  username: usernameInput,
  full_name: optionalText(150).transform((v) => v ?? ''),
  email: optionalEmailInput,
  groups: groupIds.default([]),
  is_superuser: z.boolean({ error: 'Must be true or false.' }).default(false),
  password: newPasswordInput.optional(),
});
export type StaffCreateBody = z.input<typeof staffCreateBody>;

/** `PATCH /api/users/{id}/`: name, e-mail, groups, the superuser flag; only what is sent changes. */
export const staffPatchBody = z.strictObject({
  full_name: optionalText(150)
    .transform((v) => v ?? '')
    .optional(),
  email: optionalEmailInput.optional(),
  groups: groupIds.optional(),
  is_superuser: z.boolean({ error: 'Must be true or false.' }).optional(),
});
export type StaffPatchBody = z.input<typeof staffPatchBody>;

/** `POST /api/users/{id}/set_password/`: a password the manager chose, or none for a generated one. */
export const setPasswordBody = z.strictObject({ password: newPasswordInput.optional() });
export type SetPasswordBody = z.input<typeof setPasswordBody>;

/** A user as created, or a password reset: the generated password, shown once (null when set by hand). */
export const staffCreated = staffUser.extend({ generated_password: z.string().nullable() });
export type StaffCreated = z.infer<typeof staffCreated>;
export const passwordReset = z.object({ generated_password: z.string().nullable() });
export type PasswordReset = z.infer<typeof passwordReset>;

// ---- Groups ----

export const staffGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  member_count: z.number().int(),
  /** False for Managers: it always holds every permission and keeps its name. */
  is_editable: z.boolean(),
});
export type StaffGroup = z.infer<typeof staffGroup>;
export const groupsResponse = z.array(staffGroup);

const permissionList = z
  .array(z.enum(PERMISSIONS, { error: (i) => `"${String(i.input)}" is not a permission.` }))
  .max(PERMISSIONS.length * 2)
  .transform((list) => [...new Set(list)]);

/** `POST /api/groups/`. */
export const groupBody = z.strictObject({
  name: requiredText(150),
  permissions: permissionList.default([]),
});
export type GroupBody = z.input<typeof groupBody>;

/** `PATCH /api/groups/{id}/`: rename, or replace the permissions. */
export const groupPatchBody = z.strictObject({
  name: requiredText(150).optional(),
  permissions: permissionList.optional(),
});
export type GroupPatchBody = z.input<typeof groupPatchBody>;

/** `GET /api/permissions/`: every codename with its label, resource and action (the matrix). */
export const permissionInfo = z.object({
  codename: z.enum(PERMISSIONS),
  label: z.string(),
  resource: z.string(),
  action: z.string(),
});
export const permissionsResponse = z.array(permissionInfo);
export type PermissionInfo = z.infer<typeof permissionInfo>;
