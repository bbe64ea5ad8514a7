import {
  MANAGERS_GROUP,
  PERMISSIONS,
  SEEDED_GROUPS,
  STAFF_MESSAGES,
  usernameInput,
} from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';
import { fieldError, refuseFields } from '../../errors';
import { recordAudit } from '../audit/audit';
import { generatePassword, hashPassword, passwordProblem } from '../passwords/passwords';
import { addUser } from './staff.service';
import * as q from './staff.queries';

export interface NewUser {
  username: string;
  password: string;
  isSuperuser?: boolean;
  /** Group names (the command line and the first admin name groups; the API sends ids). */
  groups?: string[];
}

function checkUsername(username: string) {
  const parsed = usernameInput.safeParse(username);
  if (!parsed.success) throw fieldError('username', STAFF_MESSAGES.usernameFormat);
  return parsed.data;
}

/** Creates a staff user (`npm run user`, the first admin, tests), held to the one password policy. */
export async function createUser(db: Db, input: NewUser, actorId: number | null = null) {
  const username = checkUsername(input.username);
  refuseFields({ password: passwordProblem(input.password, username) });
  return db.transaction(async (tx) => {
    const wanted = input.groups ?? [];
    const found = await q.groupIdsByName(tx, wanted);
    const missing = wanted.filter((name) => !found.some((g) => g.name === name));
    if (missing.length) throw fieldError('groups', `No such group: ${missing.join(', ')}.`);
    const id = await addUser(
      tx,
      {
        username,
        password: input.password,
        isSuperuser: input.isSuperuser,
        groupIds: found.map((g) => g.id),
      },
      actorId,
    );
    return { id, username };
  });
}

/** Sets a new password (`npm run user -- passwd`) and ends every session of that user. */
export async function setPassword(db: Db, username: string, password: string, actorId: number | null = null) {
  refuseFields({ password: passwordProblem(password, username) });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number }>(
      sql`UPDATE users SET password_hash = ${passwordHash} WHERE lower(username) = lower(${username}) RETURNING id`,
    );
    if (!user) throw fieldError('username', `No user named ${username}.`);
    await q.deleteUserSessions(tx, user.id);
    await recordAudit(tx, { userId: actorId, action: 'set_password', entity: 'user', entityId: user.id });
  });
}

/** Creates the seeded groups that are missing; Managers always holds every permission. */
export async function ensureSeededGroups(db: Db) {
  await db.transaction(async (tx) => {
    for (const [name, permissions] of Object.entries(SEEDED_GROUPS)) {
      const [created] = await tx.query<{ id: number }>(
        sql`INSERT INTO groups (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING RETURNING id`,
      );
      const [group] = created
        ? [created]
        : await tx.query<{ id: number }>(sql`SELECT id FROM groups WHERE name = ${name}`);
      const grant = created ? permissions : name === MANAGERS_GROUP ? PERMISSIONS : [];
      if (!grant.length) continue;
      await tx.query(
        sql`INSERT INTO group_permissions (group_id, codename) SELECT ${group!.id}, unnest(${[...grant]}::text[])
            ON CONFLICT DO NOTHING`,
      );
    }
  });
}

/**
 * On a database without any user, creates the first superuser. Returns the credentials to print
 * (the password only when it was generated), or null when users already exist.
 */
export async function bootstrapAdmin(db: Db, username: string, password: string | undefined) {
  const [row] = await db.query<{ n: number }>(sql`SELECT count(*) AS n FROM users`);
  if (row!.n > 0) return null;
  const chosen = password ?? generatePassword();
  await createUser(db, { username, password: chosen, isSuperuser: true, groups: [MANAGERS_GROUP] });
  return { username, password: chosen, generated: password === undefined };
}
