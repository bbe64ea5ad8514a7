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
