import {
  PERMISSIONS,
  SEEDED_GROUPS,
  STAFF_MESSAGES,
  type Permission,
  type StaffCreated,
  type StaffGroup,
} from '@bunkhouse/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signedInClient, TestClient, useTestApp } from '../../../test/app';
import { sql } from '../../db/sql';

/**
 * Granting only what you hold (review D3, decision 033): a manager without the superuser flag may
 * manage staff within what it holds itself, and never the flag, a superuser, a user holding more
 * than it does, its own groups or its own group's permissions. Each refusal is a 403 that changed
 * nothing. `ctx.client` is a superuser, who may still do all of it.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });
const db = () => ctx.database.db;

async function groupId(name: string) {
  const [row] = await db().query<{ id: number }>(sql`SELECT id FROM groups WHERE name = ${name}`);
  return row!.id;
}

/** Every user, group, membership, permission, session and audit entry: what a refusal must leave as it was. */
async function accessState() {
  return {
    users: await db().query(
      sql`SELECT u.id, u.username, u.full_name, u.email, u.is_active, u.is_superuser, u.password_hash,
                 array(SELECT ug.group_id FROM user_groups ug WHERE ug.user_id = u.id ORDER BY 1) AS groups
          FROM users u ORDER BY u.id`,
    ),
    groups: await db().query(
      sql`SELECT g.id, g.name,
                 array(SELECT gp.codename FROM group_permissions gp WHERE gp.group_id = g.id ORDER BY 1) AS perms
          FROM groups g ORDER BY g.id`,
    ),
    counts: await db().query(
      sql`SELECT (SELECT count(*)::int FROM sessions) AS sessions, (SELECT count(*)::int FROM audit_log) AS audit`,
    ),
  };
}

/** The request is refused with 403 and the rule's sentence, and nothing changed. */
async function expectRefused(send: () => Promise<LightMyRequestResponse>, message: string) {
  const before = await accessState();
  const res = await send();
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toEqual({ detail: message, code: 'permission_denied' });
  expect(await accessState()).toEqual(before);
}

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as unknown;
};

const MANAGERS: Array<[string, Permission[]]> = [
  ['users.manage only', ['users.manage']],
  ['users.manage and tenants.view', ['users.manage', 'tenants.view']],
];

describe.each(MANAGERS)('a manager holding %s, not a superuser', (_, permissions) => {
  let me: Awaited<ReturnType<typeof signedInClient>>;
  let ownGroup: number;
  beforeAll(async () => {
    me = await signedInClient(ctx, { permissions });
    ownGroup = await groupId(`group-of-${me.staff.username}`);
  });
  const self = () => `/api/users/${me.staff.id}/`;

  it('cannot make itself a superuser', async () => {
    await expectRefused(() => me.client.patch(self(), { is_superuser: true }), STAFF_MESSAGES.superuserFlag);
  });

  it('cannot put itself in Managers, nor change its own groups at all', async () => {
    const managers = await groupId('Managers');
    await expectRefused(
      () => me.client.patch(self(), { groups: [ownGroup, managers] }),
      STAFF_MESSAGES.ownGroups,
    );
    await expectRefused(() => me.client.patch(self(), { groups: [] }), STAFF_MESSAGES.ownGroups);
  });

  it('cannot widen its own group, nor change its permissions at all', async () => {
    const own = `/api/groups/${ownGroup}/`;
    await expectRefused(
      () => me.client.patch(own, { permissions: [...PERMISSIONS] }),
      STAFF_MESSAGES.ownGroupPermissions,
    );
    await expectRefused(() => me.client.patch(own, { permissions: [] }), STAFF_MESSAGES.ownGroupPermissions);
  });

  it('cannot create a superuser', async () => {
    await expectRefused(
      () => me.client.post('/api/users/', { username: `super-${me.staff.id}`, is_superuser: true }),
      STAFF_MESSAGES.superuserFlag,
    );
  });

  it('cannot make another user a superuser', async () => {
    const plain = await createStaff(ctx.database, {});
    await expectRefused(
      () => me.client.patch(`/api/users/${plain.id}/`, { is_superuser: true }),
      STAFF_MESSAGES.superuserFlag,
    );
  });

  it("cannot reset a superuser's password, generated or chosen", async () => {
    const root = await createStaff(ctx.database, { superuser: true });
    const url = `/api/users/${root.id}/set_password/`;
    await expectRefused(() => me.client.post(url, {}), STAFF_MESSAGES.superuserOnly);
    await expectRefused(
      () => me.client.post(url, { password: 'taken over at last, sadly' }),
      STAFF_MESSAGES.superuserOnly,
    );
    await new TestClient(ctx.app).login(root.username, root.password);
  });

  it('cannot edit, take the flag from, deactivate or reactivate a superuser', async () => {
    const root = await createStaff(ctx.database, { superuser: true });
    const url = `/api/users/${root.id}/`;
    await expectRefused(() => me.client.patch(url, { full_name: 'Renamed' }), STAFF_MESSAGES.superuserOnly);
    await expectRefused(() => me.client.patch(url, { is_superuser: false }), STAFF_MESSAGES.superuserOnly);
    await expectRefused(() => me.client.post(`${url}deactivate/`, {}), STAFF_MESSAGES.superuserOnly);
    ok(await ctx.client.post(`${url}deactivate/`, {}));
    await expectRefused(() => me.client.post(`${url}activate/`, {}), STAFF_MESSAGES.superuserOnly);
  });

  it('cannot take over or change a user holding a permission it lacks', async () => {
    const accountant = await createStaff(ctx.database, { permissions: ['transactions.add'] });
    const url = `/api/users/${accountant.id}/`;
    await expectRefused(() => me.client.post(`${url}set_password/`, {}), STAFF_MESSAGES.userOutOfReach);
    await expectRefused(() => me.client.patch(url, { groups: [] }), STAFF_MESSAGES.userOutOfReach);
    await expectRefused(() => me.client.post(`${url}deactivate/`, {}), STAFF_MESSAGES.userOutOfReach);
  });

  it('cannot create a group, or patch another one, to hold a permission it lacks', async () => {
    await expectRefused(
      () =>
        me.client.post('/api/groups/', {
          name: 'Wide open',
          permissions: [...permissions, 'settings.change'],
        }),
      STAFF_MESSAGES.permissionNotHeld,
    );
    const other = ok(
      await ctx.client.post('/api/groups/', { name: `Empty ${me.staff.id}` }),
      201,
    ) as StaffGroup;
    await expectRefused(
      () => me.client.patch(`/api/groups/${other.id}/`, { permissions: ['audit.view'] }),
      STAFF_MESSAGES.permissionNotHeld,
    );
    const held = ok(
      await ctx.client.post('/api/groups/', {
        name: `Settings ${me.staff.id}`,
        permissions: ['settings.change'],
      }),
      201,
    ) as StaffGroup;
    await expectRefused(
      () => me.client.patch(`/api/groups/${held.id}/`, { permissions: [] }),
      STAFF_MESSAGES.permissionNotHeld,
    );
  });

  it('cannot add a user to a group holding a permission it lacks, on create or edit', async () => {
    const plain = await createStaff(ctx.database, {});
    for (const name of ['Managers', 'Accounting', 'Front desk']) {
      const group = await groupId(name);
      await expectRefused(
        () => me.client.patch(`/api/users/${plain.id}/`, { groups: [group] }),
        STAFF_MESSAGES.groupNotHeld,
      );
      await expectRefused(
        () => me.client.post('/api/users/', { username: `new-${me.staff.id}`, groups: [group] }),
        STAFF_MESSAGES.groupNotHeld,
      );
    }
  });

  it('still does its job: users, passwords, (de)activation and groups within what it holds', async () => {
    const created = ok(
      await me.client.post('/api/users/', { username: `helper-${me.staff.id}`, full_name: 'A Helper' }),
      201,
    ) as StaffCreated;
    const url = `/api/users/${created.id}/`;
    // The web form sends every field, the unchanged flag and groups included.
    ok(await me.client.patch(url, { full_name: 'The Helper', email: null, groups: [], is_superuser: false }));
    const reset = ok(await me.client.post(`${url}set_password/`, {})) as { generated_password: string };
    await new TestClient(ctx.app).login(created.username, reset.generated_password);
    ok(await me.client.post(`${url}deactivate/`, {}));
    ok(await me.client.post(`${url}activate/`, {}));
    const mine = ok(
      await me.client.post('/api/groups/', { name: `Deputies ${me.staff.id}`, permissions }),
      201,
    ) as StaffGroup;
    ok(await me.client.patch(url, { groups: [mine.id] }));
    ok(await me.client.patch(`/api/groups/${mine.id}/`, { permissions: ['users.manage'] }));
    ok(await me.client.patch(`/api/groups/${ownGroup}/`, { name: `Renamed ${me.staff.id}` }));
    ok(await me.client.patch(self(), { full_name: 'Me Myself' }));
    const colleague = await createStaff(ctx.database, { permissions });
    ok(
      await me.client.post(`/api/users/${colleague.id}/set_password/`, { password: 'a fresh start for you' }),
    );
  });
});

describe('a manager holding the Front desk permissions and users.manage', () => {
  it('creates a Front desk user, who signs in with them', async () => {
    const { client } = await signedInClient(ctx, {
      permissions: ['users.manage', ...SEEDED_GROUPS['Front desk']!],
    });
    const frontDesk = await groupId('Front desk');
    const created = ok(
      await client.post('/api/users/', { username: 'desk-clerk', groups: [frontDesk] }),
      201,
    ) as StaffCreated;
    const clerk = await new TestClient(ctx.app).login('desk-clerk', created.generated_password!);
    expect((await clerk.get('/api/tenants/')).statusCode).toBe(200);
    const accounting = await groupId('Accounting');
    await expectRefused(
      () => client.patch(`/api/users/${created.id}/`, { groups: [frontDesk, accounting] }),
      STAFF_MESSAGES.groupNotHeld,
    );
  });
});

describe('a superuser', () => {
  it('still grants everything: the flag, Managers, any permission, a superuser’s password, its own groups', async () => {
    const made = ok(await ctx.client.post('/api/users/', { username: 'new-root', is_superuser: true }), 201);
    expect(made).toMatchObject({ is_superuser: true });
    const plain = await createStaff(ctx.database, {});
    const managers = await groupId('Managers');
    ok(await ctx.client.patch(`/api/users/${plain.id}/`, { is_superuser: true, groups: [managers] }));
    ok(await ctx.client.patch(`/api/users/${plain.id}/`, { full_name: 'Root Two', is_superuser: false }));
    const root = await createStaff(ctx.database, { superuser: true });
    ok(await ctx.client.post(`/api/users/${root.id}/set_password/`, {}));
    ok(await ctx.client.post(`/api/users/${root.id}/deactivate/`, {}));
    ok(await ctx.client.post(`/api/users/${root.id}/activate/`, {}));
    const all = ok(
      await ctx.client.post('/api/groups/', { name: 'Everything', permissions: [...PERMISSIONS] }),
      201,
    ) as StaffGroup;
    ok(await ctx.client.patch(`/api/users/${ctx.staff.id}/`, { groups: [all.id] }));
    ok(await ctx.client.patch(`/api/groups/${all.id}/`, { permissions: ['tenants.view'] }));
  });
});
