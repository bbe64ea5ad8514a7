import { PERMISSIONS, SEEDED_GROUPS, STAFF_MESSAGES, type Permission } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { sql } from '../db/sql';
import { createStaff, signedInClient, TestClient, testConfig, useTestApp } from '../../test/app';

const ctx = useTestApp();

/** A concrete URL for a route pattern (`:id` → 1). */
const urlOf = (pattern: string) => pattern.replace(/:\w+/g, '1');
const isUnsafe = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * The 403s of granting only what you hold (decision 033): the route let the user through, and a rule
 * refused what it would do to that user or group (user 1 is a superuser here: no Managers member
 * without the flag may change them).
 */
const GRANT_REFUSALS: string[] = [
  STAFF_MESSAGES.superuserFlag,
  STAFF_MESSAGES.superuserOnly,
  STAFF_MESSAGES.userOutOfReach,
  STAFF_MESSAGES.groupNotHeld,
  STAFF_MESSAGES.permissionNotHeld,
  STAFF_MESSAGES.ownGroups,
  STAFF_MESSAGES.ownGroupPermissions,
];

describe('access control on every API route', () => {
  it('knows the routes of the spec and every one declares its access', () => {
    const urls = ctx.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['GET /api/csrf/', 'POST /api/login/', 'POST /api/logout/', 'GET /api/user/']),
    );
    for (const route of ctx.app.apiRoutes) {
      expect(['public', 'authenticated', ...PERMISSIONS]).toContain(route.access);
    }
  });

  it('refuses to build an app with an API route that declares no access', async () => {
    const app = await buildApp({ config: testConfig(), database: ctx.database });
    expect(() => app.get('/api/forgotten/', async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });

  it('answers 401 without a session on every non-public route', async () => {
    const client = await new TestClient(ctx.app).fetchCsrf();
    for (const route of ctx.app.apiRoutes.filter((r) => r.access !== 'public')) {
      const res = await client.request({
        method: route.method as 'GET',
        url: urlOf(route.url),
        payload: isUnsafe(route.method) ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('answers 403 with a CSRF detail on every unsafe route when the token is missing or wrong', async () => {
    const { client } = await signedInClient(ctx, { superuser: true });
    for (const route of ctx.app.apiRoutes.filter((r) => isUnsafe(r.method))) {
      const missing = await client.request({
        method: route.method as 'POST',
        url: urlOf(route.url),
        payload: {},
        csrf: false,
      });
      expect(missing.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(missing.json().detail).toContain('CSRF');
      const wrong = await client.request({
        method: route.method as 'POST',
        url: urlOf(route.url),
        payload: {},
        csrf: false,
        headers: { 'x-csrftoken': 'not-the-cookie' },
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe('csrf_failed');
    }
  });

  it('answers 403 on every permission-guarded route to a user without that permission', async () => {
    const guarded = ctx.app.apiRoutes.filter((r) => (PERMISSIONS as readonly string[]).includes(r.access));
    // One user per permission, holding every other one (a login per route would pass the sign-in rate limit).
    const clients = new Map<string, Awaited<ReturnType<typeof signedInClient>>['client']>();
    for (const route of guarded) {
      if (!clients.has(route.access)) {
        const others = PERMISSIONS.filter((p) => p !== (route.access as Permission));
        clients.set(route.access, (await signedInClient(ctx, { permissions: others })).client);
      }
      const client = clients.get(route.access)!;
      const res = await client.request({
        method: route.method as 'GET',
        url: urlOf(route.url),
        payload: isUnsafe(route.method) ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'permission_denied' });
    }
  });

  it.each(Object.keys(SEEDED_GROUPS))(
    'lets a member of %s through exactly the routes its permissions name, and never answers 5xx',
    async (group) => {
      const staff = await createStaff(ctx.database, {});
      await ctx.database.db.query(
        sql`INSERT INTO user_groups (user_id, group_id) SELECT ${staff.id}, id FROM groups WHERE name = ${group}`,
      );
      const client = await new TestClient(ctx.app).login(staff.username, staff.password);
      const held = SEEDED_GROUPS[group]!;
      // Signing out ends the session the rest of the walk needs: it goes last.
      const routes = [...ctx.app.apiRoutes].sort(
        (a, b) => Number(a.url === '/api/logout/') - Number(b.url === '/api/logout/'),
      );
      for (const route of routes) {
        const res = await client.request({
          method: route.method as 'GET',
          url: urlOf(route.url),
          payload: isUnsafe(route.method) ? {} : undefined,
        });
        const label = `${group}: ${route.method} ${route.url} (${route.access}) → ${res.statusCode}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (route.access === 'public' || route.access === 'authenticated' || held.includes(route.access)) {
          expect(res.statusCode, label).not.toBe(401);
          if (res.statusCode === 403) expect(GRANT_REFUSALS, label).toContain(res.json().detail);
        } else expect(res.json(), label).toEqual({ detail: expect.any(String), code: 'permission_denied' });
      }
    },
  );

  it('lets public routes through without a session', async () => {
    const client = new TestClient(ctx.app);
    expect((await client.get('/api/health/')).statusCode).toBe(200);
    expect((await client.get('/api/csrf/')).statusCode).toBe(200);
    expect((await client.get('/api/docs/json')).statusCode).toBe(200);
  });
});
