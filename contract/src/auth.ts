import { z } from 'zod';
import { PERMISSIONS } from './permissions';

export const loginBody = z.strictObject({
  username: z.string().trim().min(1, 'This field is required.').max(150),
  password: z.string().min(1, 'This field is required.').max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const currentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  is_superuser: z.boolean(),
  groups: z.array(z.string()),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const loginFailure = z.object({ error: z.string() });

export const okResponse = z.object({ detail: z.string() });

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

// ---- My account (Settings): changing one's own password ----

export const MIN_PASSWORD_LENGTH = 12;

export const ACCOUNT_MESSAGES = {
  wrongCurrent: 'Your current password is not correct.',
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  isUsername: 'The password must not be your username.',
  common: 'This password is too common. Choose another one.',
  mismatch: 'The two new passwords do not match.',
  changed: 'Password changed successfully',
} as const;

/**
 * `POST /api/user/password/`: the signed-in user's own password. The new one: at least 12
 * characters, not the username, not a common password (checked on the server), typed twice.
 */
export const passwordChangeBody = z
  .strictObject({
    current_password: z.string().min(1, 'This field is required.').max(1024),
    new_password: z.string().min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.tooShort).max(1024),
    repeat_password: z.string().min(1, 'This field is required.').max(1024),
  })
  .refine((b) => b.new_password === b.repeat_password, {
    path: ['repeat_password'],
    message: ACCOUNT_MESSAGES.mismatch,
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
