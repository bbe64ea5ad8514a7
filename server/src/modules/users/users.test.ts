import { SEEDED_GROUPS, PERMISSIONS } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { TestClient, useTestApp } from '../../../test/app';
import { AppError } from '../../errors';
import { bootstrapAdmin, createUser, ensureSeededGroups, setPassword } from './users.service';

const ctx = useTestApp();

const fieldsOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).fields;
};

describe('staff users', () => {
  it('creates a user in a group who can then sign in with those permissions', async () => {
    await createUser(ctx.database.db, {
      username: 'desk1',
      password: 'front desk password',
      groups: ['Front desk'],
    });
    const client = await new TestClient(ctx.app).login('desk1', 'front desk password');
    const me = (await client.get('/api/user/')).json();
    expect(me.groups).toEqual(['Front desk']);
    expect(me.permissions).toEqual([...SEEDED_GROUPS['Front desk']!]);
  });

  it('refuses duplicate usernames regardless of case, short passwords and unknown groups', async () => {
    await createUser(ctx.database.db, { username: 'Dup', password: 'a fine long passphrase' });
    expect(
      await fieldsOf(createUser(ctx.database.db, { username: 'dup', password: 'a fine long passphrase' })),
    ).toHaveProperty('username');
    expect(
      await fieldsOf(createUser(ctx.database.db, { username: 'new1', password: 'short' })),
    ).toHaveProperty('password');
    expect(
      await fieldsOf(
        createUser(ctx.database.db, {
          username: 'new2',
          password: 'a fine long passphrase',
          groups: ['Nope'],
        }),
      ),
    ).toHaveProperty('groups');
    const rows = await ctx.database.db.query(sql`SELECT id FROM users WHERE username = 'new2'`);
    expect(rows).toEqual([]); // nothing half-written
  });

  it('a new password ends every session of that user', async () => {
    await createUser(ctx.database.db, { username: 'changer', password: 'first password here' });
    const client = await new TestClient(ctx.app).login('changer', 'first password here');
    await setPassword(ctx.database.db, 'changer', 'second password here');
    expect((await client.get('/api/user/')).statusCode).toBe(401);
    await new TestClient(ctx.app).login('changer', 'second password here');
  });

  it('creates the first superuser only on a database without users', async () => {
    const created = await bootstrapAdmin(ctx.database.db, 'root', undefined);
    expect(created).toBeNull(); // users exist already
  });

  it('seeds the three groups once; Managers hold every permission', async () => {
    await ensureSeededGroups(ctx.database.db);
    await ensureSeededGroups(ctx.database.db);
    const names = (await ctx.database.db.query<{ name: string }>(sql`SELECT name FROM groups`)).map(
      (g) => g.name,
    );
    for (const name of ['Managers', 'Front desk', 'Accounting'])
      expect(names.filter((n) => n === name)).toHaveLength(1);
    const perms = await ctx.database.db.query<{ codename: string }>(
      sql`SELECT gp.codename FROM group_permissions gp JOIN groups g ON g.id = gp.group_id WHERE g.name = 'Managers'`,
    );
    expect(perms.map((p) => p.codename).sort()).toEqual([...PERMISSIONS].sort());
  });
});
