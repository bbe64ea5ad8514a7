import type { Permission } from '@bunkhouse/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { groupPermissions, groups, userGroups } from '../src/db/schema';
import { createUser } from '../src/modules/users/users.service';
import { freshDatabase } from './database';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    webDistDir: undefined,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** The real app on the worker's database, emptied first. Close it in afterAll. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const database = await freshDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, config };
}

let userCounter = 0;

/** A staff user holding exactly the given permissions (through a group of its own), or a superuser. */
export async function createStaff(
  database: Database,
  options: { permissions?: Permission[]; superuser?: boolean; username?: string } = {},
) {
  const username = options.username ?? `staff${++userCounter}_${Date.now()}`;
  const password = 'correct horse battery';
  const user = await createUser(database.db, { username, password, isSuperuser: options.superuser ?? false });
  if (options.permissions?.length) {
    const [group] = await database.db
      .insert(groups)
      .values({ name: `group-of-${username}` })
      .returning();
    await database.db
      .insert(groupPermissions)
      .values(options.permissions.map((codename) => ({ groupId: group!.id, codename })));
    await database.db.insert(userGroups).values({ userId: user.id, groupId: group!.id });
  }
  return { ...user, password };
}

/**
 * A browser-like client for app.inject: keeps cookies and sends the CSRF header the way the web app does.
 */
export class TestClient {
  cookies: Record<string, string> = {};
  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    const csrfToken = this.cookies.csrftoken;
    const res = await this.app.inject({
      ...rest,
      headers: {
        ...(csrf && csrfToken ? { 'x-csrftoken': csrfToken } : {}),
        ...headers,
      },
      cookies: { ...this.cookies, ...(options.cookies ?? {}) },
    });
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) delete this.cookies[c.name];
      else this.cookies[c.name] = c.value;
    }
    return res;
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload?: unknown) => this.request({ method: 'POST', url, payload: payload as never });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload: payload as never });
  delete = (url: string) => this.request({ method: 'DELETE', url });

  async fetchCsrf() {
    await this.get('/api/csrf/');
    return this;
  }

  async login(username: string, password: string) {
    await this.fetchCsrf();
    const res = await this.post('/api/login/', { username, password });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return this;
  }
}

/** A signed-in client for a new staff user with the given permissions. */
export async function signedInClient(ctx: TestContext, options: Parameters<typeof createStaff>[1] = {}) {
  const staff = await createStaff(ctx.database, options);
  return { client: await new TestClient(ctx.app).login(staff.username, staff.password), staff };
}

/** A 400 answer's DRF field errors; the status is checked, with the body in the failure message. */
export const fieldErrors = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(400);
  return res.json() as Record<string, string[]>;
};

/**
 * The demo house as it would stand on `today` (a fixed day: its 90 days of history are then the same
 * on every run), seeded through the real seeders and use cases.
 */
export async function seedDemoHouse(database: Database, today: string) {
  const { seedPlaces } = await import('../src/db/seed/places');
  const { seedTenants } = await import('../src/db/seed/tenants');
  const { seedHistory } = await import('../src/db/seed/history');
  await seedPlaces(database);
  await seedTenants(database);
  await seedHistory(database, { today, leadDays: 5 });
}
