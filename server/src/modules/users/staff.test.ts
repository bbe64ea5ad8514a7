import { STAFF_MESSAGES, type StaffCreated, type StaffGroup, type StaffUser } from '@bunkhouse/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createStaff,
  fieldErrors,
  signedInClient,
  startTestApp,
  TestClient,
  type TestContext,
  useTestApp,
} from '../../../test/app';
import { engine } from '../../../test/database';
import { sql } from '../../db/sql';

/**
 * Settings > Staff and Groups through the API (issue 14), as a superuser; what a manager without the
 * flag may grant is in staff-grants.test.ts.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });

const groupsByName = async () =>
  new Map(((await ctx.client.get('/api/groups/')).json() as StaffGroup[]).map((g) => [g.name, g]));

describe('staff users', () => {
  it('creates a user with a generated password, shown once, who signs in with the groups given', async () => {
    const frontDesk = (await groupsByName()).get('Front desk')!;
    const res = await ctx.client.post('/api/users/', {
      username: 'maria',
      full_name: 'María López',
      email: 'maria@example.com',
      groups: [frontDesk.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as StaffCreated;
    expect(created).toMatchObject({
      username: 'maria',
      full_name: 'María López',
      is_active: true,
      is_superuser: false,
      groups: [{ id: frontDesk.id, name: 'Front desk' }],
    });
    expect(created.generated_password).toMatch(/^[\w-]{16}$/);
    const maria = await new TestClient(ctx.app).login('maria', created.generated_password!);
    expect((await maria.get('/api/tenants/')).statusCode).toBe(200);
    expect((await maria.get('/api/transactions/')).statusCode).toBe(403);
    const listed = (await ctx.client.get('/api/users/?search=maria')).json() as { results: StaffUser[] };
    expect(listed.results.map((u) => u.username)).toEqual(['maria']);
    expect(JSON.stringify(listed)).not.toContain(created.generated_password);
  });

  it('refuses a taken username, a weak password and an unknown group, and creates nothing', async () => {
    const [before] = await ctx.database.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
    expect(fieldErrors(await ctx.client.post('/api/users/', { username: 'MARIA' }))).toHaveProperty(
      'username',
    );
    expect(
      fieldErrors(await ctx.client.post('/api/users/', { username: 'weak', password: 'password1234' })),
    ).toEqual({ password: ['This password is too common. Choose another one.'] });
    expect(
      fieldErrors(await ctx.client.post('/api/users/', { username: 'weak', password: 'short' })),
    ).toHaveProperty('password');
    expect(
      fieldErrors(await ctx.client.post('/api/users/', { username: 'nogroup', groups: [999_999] })),
    ).toEqual({ groups: [STAFF_MESSAGES.noSuchGroup] });
    const [after] = await ctx.database.db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
    expect(after!.n).toBe(before!.n);
  });

  it("a change of groups takes effect on the user's next request", async () => {
    const groups = await groupsByName();
    const user = await createStaff(ctx.database, {});
    const client = await new TestClient(ctx.app).login(user.username, user.password);
    expect((await client.get('/api/transactions/')).statusCode).toBe(403);
    const patched = await ctx.client.patch(`/api/users/${user.id}/`, {
      groups: [groups.get('Accounting')!.id],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await client.get('/api/transactions/')).statusCode).toBe(200);
  });

  it('deactivating ends the sessions at once and refuses sign-in; reactivating lets them back', async () => {
    const user = await createStaff(ctx.database, { permissions: ['tenants.view'] });
    const client = await new TestClient(ctx.app).login(user.username, user.password);
    expect((await client.get('/api/tenants/')).statusCode).toBe(200);
    const res = await ctx.client.post(`/api/users/${user.id}/deactivate/`, {});
    expect(res.json()).toMatchObject({ is_active: false });
    expect((await client.get('/api/tenants/')).statusCode).toBe(401);
    const again = await (
      await new TestClient(ctx.app).fetchCsrf()
    ).post('/api/login/', {
      username: user.username,
      password: user.password,
    });
    expect(again.statusCode).toBe(400);
    expect((await ctx.client.post(`/api/users/${user.id}/deactivate/`, {})).json()).toEqual({
      non_field_errors: [STAFF_MESSAGES.alreadyInactive],
    });
    expect((await ctx.client.post(`/api/users/${user.id}/activate/`, {})).statusCode).toBe(200);
    await new TestClient(ctx.app).login(user.username, user.password);
  });

  it('nobody deactivates themself', async () => {
    const res = await ctx.client.post(`/api/users/${ctx.staff.id}/deactivate/`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [STAFF_MESSAGES.notYourself] });
  });

  it('keeps the last active superuser: it cannot drop its own flag, nor deactivate itself', async () => {
    await ctx.database.db.query(sql`UPDATE users SET is_superuser = false WHERE id <> ${ctx.staff.id}`);
    const me = `/api/users/${ctx.staff.id}/`;
    expect((await ctx.client.patch(me, { is_superuser: false })).json()).toEqual({
      non_field_errors: [STAFF_MESSAGES.lastSuperuser],
    });
    expect((await ctx.client.post(`${me}deactivate/`, {})).json()).toEqual({
      non_field_errors: [STAFF_MESSAGES.notYourself],
    });
    const second = await signedInClient(ctx, { superuser: true });
    expect((await second.client.patch(me, { is_superuser: false })).statusCode).toBe(200);
    expect(
      (await second.client.patch(`/api/users/${second.staff.id}/`, { is_superuser: false })).json(),
    ).toEqual({ non_field_errors: [STAFF_MESSAGES.lastSuperuser] });
    expect((await second.client.patch(me, { is_superuser: true })).statusCode).toBe(200);
  });

  it('resets a password: the sessions end, the new one (set or generated) signs in', async () => {
    const user = await createStaff(ctx.database, {});
    const client = await new TestClient(ctx.app).login(user.username, user.password);
    const set = await ctx.client.post(`/api/users/${user.id}/set_password/`, {
      password: 'a manager chose this one',
    });
    expect(set.json()).toEqual({ generated_password: null });
    expect((await client.get('/api/user/')).statusCode).toBe(401);
    await new TestClient(ctx.app).login(user.username, 'a manager chose this one');
    const generated = (await ctx.client.post(`/api/users/${user.id}/set_password/`, {})).json() as {
      generated_password: string;
    };
    await new TestClient(ctx.app).login(user.username, generated.generated_password);
    expect(
      fieldErrors(await ctx.client.post(`/api/users/${user.id}/set_password/`, { password: user.username })),
    ).toEqual({ password: ['The password must not be your username.'] });
  });

  it('is for users.manage only', async () => {
    const { client } = await signedInClient(ctx, { permissions: ['tenants.view', 'audit.view'] });
    for (const res of [
      await client.get('/api/users/'),
      await client.post('/api/users/', { username: 'sneaky' }),
      await client.get('/api/groups/'),
      await client.get('/api/permissions/'),
    ])
      expect(res.statusCode).toBe(403);
  });
});

describe('groups', () => {
  it('creates, renames and edits permissions, which take effect on the next request', async () => {
    const created = await ctx.client.post('/api/groups/', { name: 'Cleaners', permissions: ['places.view'] });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json() as StaffGroup;
    expect(group).toMatchObject({
      name: 'Cleaners',
      permissions: ['places.view'],
      member_count: 0,
      is_editable: true,
    });
    const user = await createStaff(ctx.database, {});
    await ctx.client.patch(`/api/users/${user.id}/`, { groups: [group.id] });
    const client = await new TestClient(ctx.app).login(user.username, user.password);
    expect((await client.get('/api/properties/')).statusCode).toBe(200);
    expect((await client.get('/api/tenants/')).statusCode).toBe(403);
    const edited = await ctx.client.patch(`/api/groups/${group.id}/`, {
      name: 'Housekeeping',
      permissions: ['tenants.view'],
    });
    expect(edited.json()).toMatchObject({
      name: 'Housekeeping',
      permissions: ['tenants.view'],
      member_count: 1,
    });
    expect((await client.get('/api/properties/')).statusCode).toBe(403);
    expect((await client.get('/api/tenants/')).statusCode).toBe(200);
    expect(fieldErrors(await ctx.client.patch(`/api/groups/${group.id}/`, { name: 'front DESK' }))).toEqual({
      name: [STAFF_MESSAGES.groupTaken],
    });
    expect(
      fieldErrors(await ctx.client.post('/api/groups/', { name: 'X', permissions: ['tenants.fly'] })),
    ).toHaveProperty('permissions');
  });

  it('refuses to delete a group with members, and never touches Managers', async () => {
    const groups = await groupsByName();
    const managers = groups.get('Managers')!;
    expect(managers.is_editable).toBe(false);
    for (const res of [
      await ctx.client.patch(`/api/groups/${managers.id}/`, { permissions: [] }),
      await ctx.client.delete(`/api/groups/${managers.id}/`),
    ])
      expect(res.json()).toEqual({ non_field_errors: [STAFF_MESSAGES.managersFixed] });
    const used = (await ctx.client.post('/api/groups/', { name: 'Used' })).json() as StaffGroup;
    const user = await createStaff(ctx.database, {});
    await ctx.client.patch(`/api/users/${user.id}/`, { groups: [used.id] });
    expect((await ctx.client.delete(`/api/groups/${used.id}/`)).json()).toEqual({
      non_field_errors: [STAFF_MESSAGES.groupHasMembers],
    });
    await ctx.client.patch(`/api/users/${user.id}/`, { groups: [] });
    expect((await ctx.client.delete(`/api/groups/${used.id}/`)).statusCode).toBe(204);
    expect((await groupsByName()).has('Used')).toBe(false);
  });

  it('lists every permission with a label for the matrix', async () => {
    const list = (await ctx.client.get('/api/permissions/')).json() as Array<{
      codename: string;
      label: string;
    }>;
    expect(list).toContainEqual({
      codename: 'payments.void',
      label: 'Void payments',
      resource: 'payments',
      action: 'void',
    });
  });
});

describe.runIf(engine === 'postgres')('two superusers changing each other at the same moment', () => {
  type Move = (client: TestClient, id: number) => Promise<LightMyRequestResponse>;
  const moves: Record<string, Move> = {
    demote: (client, id) => client.patch(`/api/users/${id}/`, { is_superuser: false }),
    deactivate: (client, id) => client.post(`/api/users/${id}/deactivate/`, {}),
    rename: (client, id) => client.patch(`/api/users/${id}/`, { full_name: `Renamed ${id}` }),
  };
  const PAIRS = [
    ['demote', 'demote'],
    ['deactivate', 'deactivate'],
    ['demote', 'deactivate'],
    ['rename', 'rename'],
  ] as const;

  afterAll(async () => {
    await ctx.database.db.query(sql`UPDATE users SET is_superuser = true WHERE id = ${ctx.staff.id}`);
    await ctx.settled();
  });

  it('never answers 5xx and always leaves an active superuser (10 rounds of each pair, review D6)', async () => {
    const unexpected: string[] = [];
    for (let round = 0; round < 10; round++) {
      for (const [first, second] of PAIRS) {
        const a = await signedInClient(ctx, { superuser: true });
        const b = await signedInClient(ctx, { superuser: true });
        // a and b are the last two superusers.
        await ctx.database.db.query(
          sql`UPDATE users SET is_superuser = false WHERE is_superuser AND id NOT IN (${a.staff.id}, ${b.staff.id})`,
        );
        const answers = await Promise.all([
          moves[first]!(a.client, b.staff.id),
          moves[second]!(b.client, a.staff.id),
        ]);
        // 401/403: the other's change reached this request's session first.
        for (const res of answers.filter((r) => ![200, 400, 401, 403, 409].includes(r.statusCode)))
          unexpected.push(`round ${round} ${first}/${second}: ${res.statusCode} ${res.body}`);
        const [left] = await ctx.database.db.query<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM users WHERE is_superuser AND is_active`,
        );
        expect(left!.n, `round ${round} ${first}/${second}`).toBeGreaterThanOrEqual(1);
      }
    }
    expect(unexpected).toEqual([]);
  }, 120_000); // each deadlock PostgreSQL finds takes it a second (deadlock_timeout)
});

describe.runIf(engine === 'postgres')('on a second instance on the same PostgreSQL', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await startTestApp(first.database);
  });
  afterAll(async () => {
    await second.app.close();
    await first.app.close();
  });

  it('a permission change and a deactivation made on one instance hold on the next request to the other', async () => {
    const manager = await createStaff(first.database, {
      permissions: ['users.manage', 'places.view', 'tenants.view'],
    });
    const admin = await new TestClient(first.app).login(manager.username, manager.password);
    const group = (
      await admin.post('/api/groups/', { name: 'Viewers', permissions: ['places.view'] })
    ).json() as StaffGroup;
    const user = await createStaff(first.database, {});
    await admin.patch(`/api/users/${user.id}/`, { groups: [group.id] });
    const onSecond = await new TestClient(second.app).login(user.username, user.password);
    expect((await onSecond.get('/api/properties/')).statusCode).toBe(200); // cached on the second now
    await admin.patch(`/api/groups/${group.id}/`, { permissions: ['tenants.view'] });
    await second.settled();
    expect((await onSecond.get('/api/properties/')).statusCode).toBe(403);
    expect((await onSecond.get('/api/tenants/')).statusCode).toBe(200);
    await admin.post(`/api/users/${user.id}/deactivate/`, {});
    await second.settled();
    expect((await onSecond.get('/api/tenants/')).statusCode).toBe(401);
  });
});
