import { randomBytes } from 'node:crypto';
import { PERMISSIONS, SEEDED_GROUPS } from '@bunkhouse/contract';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';
import { fieldError } from '../../errors';
import { recordAudit } from './audit';
import { hashPassword } from './passwords';

export const usernameSchema = z
  .string()
  .regex(/^[\w.@+-]{1,150}$/, 'Use 1–150 letters, digits and @/./+/-/_ only.');
export const passwordSchema = z.string().min(8, 'Use at least 8 characters.').max(1024);

export interface NewUser {
  username: string;
  password: string;
  isSuperuser?: boolean;
  groups?: string[];
}

function parseOrFieldError<T>(schema: z.ZodType<T>, field: string, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw fieldError(field, result.error.issues[0]!.message);
  return result.data;
}

/** Creates a staff user; usernames are unique regardless of case. */
export async function createUser(db: Db, input: NewUser, actorId: number | null = null) {
  const username = parseOrFieldError(usernameSchema, 'username', input.username);
  const password = parseOrFieldError(passwordSchema, 'password', input.password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const taken = await tx.query(sql`SELECT id FROM users WHERE lower(username) = lower(${username})`);
    if (taken.length) throw fieldError('username', 'A user with that username already exists.');
    const wanted = input.groups ?? [];
    const found = await tx.query<{ id: number; name: string }>(
      sql`SELECT id, name FROM groups WHERE name = ANY(${wanted}::text[])`,
    );
    const missing = wanted.filter((name) => !found.some((g) => g.name === name));
    if (missing.length) throw fieldError('groups', `No such group: ${missing.join(', ')}.`);
    const [user] = await tx.query<{ id: number; username: string }>(
      sql`INSERT INTO users (username, password_hash, is_superuser)
          VALUES (${username}, ${passwordHash}, ${input.isSuperuser ?? false}) RETURNING id, username`,
    );
    if (found.length) {
      await tx.query(
        sql`INSERT INTO user_groups (user_id, group_id) SELECT ${user!.id}, unnest(${found.map((g) => g.id)}::int[])`,
      );
    }
    await recordAudit(tx, { userId: actorId, action: 'create', entity: 'user', entityId: user!.id });
    return user!;
  });
}

/** Sets a new password and ends every session of that user. */
export async function setPassword(db: Db, username: string, password: string, actorId: number | null = null) {
  const valid = parseOrFieldError(passwordSchema, 'password', password);
  const passwordHash = await hashPassword(valid);
  await db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number }>(
      sql`UPDATE users SET password_hash = ${passwordHash} WHERE lower(username) = lower(${username}) RETURNING id`,
    );
    if (!user) throw fieldError('username', `No user named ${username}.`);
    await tx.query(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
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
      const grant = created ? permissions : name === 'Managers' ? PERMISSIONS : [];
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
  const chosen = password ?? randomBytes(12).toString('base64url');
  await createUser(db, { username, password: chosen, isSuperuser: true, groups: ['Managers'] });
  return { username, password: chosen, generated: password === undefined };
}
