import {
  STAFF_MESSAGES,
  type SetPasswordBody,
  type StaffCreateBody,
  type StaffCreated,
  type StaffListQuery,
  type StaffPatchBody,
} from '@bunkhouse/contract';
import type { Db, Executor } from '../../db/database';
import { listQuery } from '../../db/list';
import { fieldError, notFound, refusal, refuseFields } from '../../errors';
import { changedFields, recordAudit } from '../audit/audit';
import { checkGroupChange, checkSuperuserFlag, checkUserInReach, type Actor } from './grants';
import { generatePassword, hashPassword, passwordProblem } from '../passwords/passwords';
import * as q from './staff.queries';

/**
 * The sessions this instance looked up, forgotten at once after a change to who may do what (the
 * others hear of it at commit): the session cache, handed in by app.ts, is all this area needs of auth.
 */
export interface Sessions {
  clear(): void;
}

/** Settings > Staff (`users.manage`): staff users by username, filtered by status and search. */
export function listStaff(db: Db, query: StaffListQuery) {
  const list = listQuery({ ...query, ordering: undefined }, 'username');
  return q.selectStaffPage(db, { isActive: query.is_active, terms: list.terms }, list.window);
}

export async function getStaff(db: Executor, id: number) {
  const found = await q.findStaff(db, id);
  if (!found) throw notFound('User');
  return found;
}

/** The password to set: the one given (held to the policy), else one made up and answered once. */
function choosePassword(given: string | undefined, username: string, field = 'password') {
  if (given === undefined) return { password: generatePassword(), generated: true };
  refuseFields({ [field]: passwordProblem(given, username) });
  return { password: given, generated: false };
}

async function checkGroups(db: Executor, ids: number[]) {
  const wanted = [...new Set(ids)];
  const found = await q.existingGroupIds(db, wanted);
  if (found.length !== wanted.length) throw fieldError('groups', STAFF_MESSAGES.noSuchGroup);
  return wanted;
}

export interface NewStaff {
  username: string;
  password: string;
  fullName?: string;
  email?: string | null;
  isSuperuser?: boolean;
  groupIds?: number[];
}

/** Adds a user inside the caller's transaction (the password already checked); usernames are unique regardless of case. */
export async function addUser(tx: Executor, input: NewStaff, actorId: number | null) {
  if (await q.usernameTaken(tx, input.username)) throw fieldError('username', STAFF_MESSAGES.usernameTaken);
  const groupIds = await checkGroups(tx, input.groupIds ?? []);
  const id = await q.insertUser(tx, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    fullName: input.fullName ?? '',
    email: input.email ?? null,
    isSuperuser: input.isSuperuser ?? false,
  });
  if (groupIds.length) await q.setUserGroups(tx, id, groupIds);
  await recordAudit(tx, {
    userId: actorId,
    action: 'create',
    entity: 'user',
    entityId: id,
    detail: { username: input.username, groups: groupIds, is_superuser: input.isSuperuser ?? false },
  });
  return id;
}

/**
 * A new staff user in the given groups; without a password one is made up and answered once. Only a
 * superuser makes a superuser; anyone else only grants groups whose permissions they hold.
 */
export async function createStaff(db: Db, body: StaffCreateBody, actor: Actor): Promise<StaffCreated> {
  const username = body.username;
  const groupIds = (body.groups ?? []).map(Number);
  checkSuperuserFlag(actor, false, body.is_superuser ?? false);
  const { password, generated } = choosePassword(body.password, username);
  return db.transaction(async (tx) => {
    await checkGroupChange(tx, actor, null, [], groupIds);
    const id = await addUser(
      tx,
      {
        username,
        password,
        fullName: body.full_name as string,
        email: body.email as string | null,
        isSuperuser: body.is_superuser,
        groupIds,
      },
      actor.id,
    );
    return { ...(await getStaff(tx, id)), generated_password: generated ? password : null };
  });
}

/**
 * Changes a user's name, e-mail, groups or superuser flag, within what the actor may grant (grants.ts);
 * the last active superuser keeps the flag. A change of groups or flag takes effect on the user's next
 * request, on every instance.
 */
export async function patchStaff(db: Db, sessions: Sessions, id: number, body: StaffPatchBody, actor: Actor) {
  const user = await db.transaction(async (tx) => {
    // Clearing the flag locks the active superusers (by id) before the user, as deactivating does:
    // two superusers demoting each other then wait in one order instead of deadlocking (review D6).
    const superusers = body.is_superuser === false ? await q.lockActiveSuperusers(tx) : [];
    const before = await q.lockStaff(tx, id);
    if (!before) throw notFound('User');
    await checkUserInReach(tx, actor, before);
    const next = {
      ...before,
      full_name: (body.full_name as string | undefined) ?? before.full_name,
      email: body.email === undefined ? before.email : (body.email as string | null),
      is_superuser: body.is_superuser ?? before.is_superuser,
      groups:
        body.groups === undefined
          ? before.groups
          : (await checkGroups(tx, body.groups.map(Number))).sort((a, b) => a - b),
    };
    checkSuperuserFlag(actor, before.is_superuser, next.is_superuser);
    await checkGroupChange(tx, actor, id, before.groups, next.groups);
    if (before.is_superuser && !next.is_superuser && before.is_active) keepASuperuser(superusers, id);
    const changes = changedFields(before, next);
    if (changes) {
      await q.updateUser(tx, id, next);
      if (changes.groups) await q.setUserGroups(tx, id, next.groups);
      await recordAudit(tx, { userId: actor.id, action: 'update', entity: 'user', entityId: id, changes });
    }
    return getStaff(tx, id);
  });
  sessions.clear();
  return user;
}

/** `superusers`: the active ones, locked (`lockActiveSuperusers`) before the user was. */
function keepASuperuser(superusers: readonly number[], id: number) {
  if (!superusers.some((other) => other !== id)) throw refusal(STAFF_MESSAGES.lastSuperuser);
}

/**
 * Deactivates a user: they cannot sign in, and their sessions end at once on every instance (the
 * session cache hears of it at commit). Nobody deactivates themself or the last active superuser.
 */
export async function deactivateStaff(db: Db, sessions: Sessions, id: number, actor: Actor) {
  const deactivated = await db.transaction(async (tx) => {
    const superusers = await q.lockActiveSuperusers(tx); // before the user, as in patchStaff
    const user = await q.lockStaff(tx, id);
    if (!user) throw notFound('User');
    if (id === actor.id) throw refusal(STAFF_MESSAGES.notYourself);
    await checkUserInReach(tx, actor, user);
    if (!user.is_active) throw refusal(STAFF_MESSAGES.alreadyInactive);
    if (user.is_superuser) keepASuperuser(superusers, id);
    await q.updateUser(tx, id, { ...user, is_active: false });
    await q.deleteUserSessions(tx, id);
    await recordAudit(tx, {
      userId: actor.id,
      action: 'deactivate',
      entity: 'user',
      entityId: id,
      changes: { is_active: { from: true, to: false } },
    });
    return getStaff(tx, id);
  });
  sessions.clear();
  return deactivated;
}

export async function activateStaff(db: Db, id: number, actor: Actor) {
  return db.transaction(async (tx) => {
    const user = await q.lockStaff(tx, id);
    if (!user) throw notFound('User');
    await checkUserInReach(tx, actor, user);
    if (user.is_active) throw refusal(STAFF_MESSAGES.alreadyActive);
    await q.updateUser(tx, id, { ...user, is_active: true });
    await recordAudit(tx, {
      userId: actor.id,
      action: 'activate',
      entity: 'user',
      entityId: id,
      changes: { is_active: { from: false, to: true } },
    });
    return getStaff(tx, id);
  });
}

/**
 * A manager resets a user's password (given, or made up and answered once); their sessions end. Only
 * for a user within the actor's reach: a password reset hands over the account.
 */
export async function resetStaffPassword(
  db: Db,
  sessions: Sessions,
  id: number,
  body: SetPasswordBody,
  actor: Actor,
) {
  const reset = await db.transaction(async (tx) => {
    const user = await q.lockStaff(tx, id);
    if (!user) throw notFound('User');
    await checkUserInReach(tx, actor, user);
    const { password, generated } = choosePassword(body.password, user.username);
    await q.updatePasswordHash(tx, id, await hashPassword(password));
    await q.deleteUserSessions(tx, id);
    await recordAudit(tx, { userId: actor.id, action: 'set_password', entity: 'user', entityId: id });
    return { generated_password: generated ? password : null };
  });
  sessions.clear();
  return reset;
}
