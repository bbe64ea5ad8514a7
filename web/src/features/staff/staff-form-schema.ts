import { setPasswordBody, staffCreateBody, staffPatchBody } from '@bunkhouse/contract';
import type { SetPasswordBody, StaffCreateBody, StaffPatchBody, StaffUser } from '@bunkhouse/contract';
import type { BodySchema, FormValues } from '../../lib/use-form';

/**
 * The staff forms keep every value as the string of an input (lib/use-form.ts): the groups as their
 * ids joined with commas, the superuser switch as 'true' or '', the password choice as a mode. These
 * schemas turn them into the contract's bodies and check them with the contract's own schemas, so the
 * messages are the server's.
 */
export type PasswordMode = 'generate' | 'set';

export type StaffField =
  'username' | 'full_name' | 'email' | 'groups' | 'is_superuser' | 'password_mode' | 'password';
export type PasswordField = 'password_mode' | 'password';

type Input = Record<string, string | null>;

export const encodeGroups = (ids: readonly number[]) => ids.join(',');
export const decodeGroups = (text: string | null | undefined) =>
  text ? text.split(',').filter(Boolean).map(Number) : [];

/** No password when one is generated; what was typed when set (nothing reads as too short). */
const passwordOf = (input: Input) => (input.password_mode === 'set' ? (input.password ?? '') : undefined);

const editable = (input: Input) => ({
  full_name: input.full_name,
  email: input.email,
  groups: decodeGroups(input.groups),
  is_superuser: input.is_superuser === 'true',
});

export const createUserSchema: BodySchema<StaffCreateBody> = {
  safeParse: (input) => {
    const values = input as Input;
    return staffCreateBody.safeParse({
      username: values.username ?? '',
      ...editable(values),
      password: passwordOf(values),
    });
  },
};

export const editUserSchema: BodySchema<StaffPatchBody> = {
  safeParse: (input) => staffPatchBody.safeParse(editable(input as Input)),
};

export const passwordSchema: BodySchema<SetPasswordBody> = {
  safeParse: (input) => setPasswordBody.safeParse({ password: passwordOf(input as Input) }),
};

export const PASSWORD_START: FormValues<PasswordField> = { password_mode: 'generate', password: '' };

/** The form's first values: empty for a new user, the user's own for an edit. */
export const userFormValues = (user?: StaffUser): FormValues<StaffField> => ({
  username: user?.username ?? '',
  full_name: user?.full_name ?? '',
  email: user?.email ?? '',
  groups: encodeGroups(user?.groups.map((group) => group.id) ?? []),
  is_superuser: user?.is_superuser ? 'true' : '',
  ...PASSWORD_START,
});
