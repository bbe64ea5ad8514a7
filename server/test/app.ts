import type { Permission } from '@bunkhouse/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/database';
import { sql } from '../src/db/sql';
import { SessionCache } from '../src/modules/auth/session-cache';
import { createUser } from '../src/modules/users/users.service';
import { freshDatabase } from './database';
import { demoHouseDatabase, type DemoHouse } from './demo-houses';
import { followAuthChanges } from './sessions';

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
  /** The app's session cache. */
  sessions: SessionCache;
  /** Resolves once every change committed before the call has reached the session cache (sessions.ts). */
  settled(): Promise<void>;
}

/**
 * The real app on the worker's database, emptied first, or made a copy of a demo house
 * (demo-houses.ts). Close it in afterAll.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  { house }: { house?: DemoHouse } = {},
): Promise<TestContext> {
  const database = house ? await demoHouseDatabase(house) : await freshDatabase();
  return startTestApp(database, testConfig(overrides));
}

/** The real app on a given database: another instance on the same database, say. */
export async function startTestApp(database: Database, config = testConfig()): Promise<TestContext> {
  const { database: followed, settled } = followAuthChanges(database);
  const sessions = new SessionCache(config.session.cacheSeconds * 1000);
  const app = await buildApp({ config, database: followed, sessions });
  await app.ready();
  return { app, database, config, sessions, settled };
}

/**
 * A limit for a file's setup that may build a demo house (seconds on a quiet machine) or wait for
 * another file to, on two cores busy with other tests.
 */
export const HOUSE_TIMEOUT_MS = 300_000;

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
    await database.db.query(
      sql`WITH g AS (INSERT INTO groups (name) VALUES (${`group-of-${username}`}) RETURNING id),
               p AS (INSERT INTO group_permissions (group_id, codename)
                     SELECT g.id, unnest(${options.permissions}::text[]) FROM g)
          INSERT INTO user_groups (user_id, group_id) SELECT ${user.id}, g.id FROM g`,
    );
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
  patch = (url: string, payload?: unknown) =>
    this.request({ method: 'PATCH', url, payload: payload as never });
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
 * The real app for this test file, built before its tests and closed after them (the preamble every
 * HTTP test file shares). With `signedIn`, `client` is signed in as a new staff user with those
 * permissions (or a superuser), and `staff` is that user.
 */
export function useTestApp(
  options: {
    signedIn?: Parameters<typeof createStaff>[1];
    config?: Partial<Config>;
    /** A copy of this demo house instead of an empty database (the staff user is made after it). */
    house?: DemoHouse;
  } = {},
) {
  const test = {} as TestContext & {
    client: TestClient;
    staff: Awaited<ReturnType<typeof createStaff>>;
  };
  beforeAll(async () => {
    Object.assign(test, await buildTestApp(options.config, { house: options.house }));
    if (options.signedIn) Object.assign(test, await signedInClient(test, options.signedIn));
  }, options.house && HOUSE_TIMEOUT_MS);
  afterAll(() => test.app?.close());
  return test;
}
