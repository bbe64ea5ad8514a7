import { sql } from '../../db/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createStaff,
  startTestApp,
  TestClient,
  type TestContext,
  useTestApp,
} from '../../../test/app';
import { engine } from '../../../test/database';
import type { CurrentUser } from '@bunkhouse/contract';
import { SessionCache } from './session-cache';

const alice: CurrentUser = { id: 1, username: 'alice', is_superuser: false, groups: [], permissions: [] };

/** A cache that believes its listener is up, without a database. */
function liveCache(ttlMs: number, maxEntries?: number, now?: () => number) {
  const cache = new SessionCache(ttlMs, maxEntries, now);
  (cache as unknown as { live: boolean }).live = true;
  return cache;
}

describe('SessionCache', () => {
  it('keeps a lookup for its time, or less when the session ends sooner', () => {
    let clock = 1_000;
    const cache = liveCache(10_000, 100, () => clock);
    cache.put('a', alice, cache.ticket());
    cache.put('b', alice, cache.ticket(), 2_000);
    clock += 1_999;
    expect(cache.get('a')).toBe(alice);
    expect(cache.get('b')).toBe(alice);
    clock += 1;
    expect(cache.get('b')).toBeUndefined();
    clock += 8_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store a lookup that started before a change was heard', () => {
    const cache = liveCache(10_000);
    const ticket = cache.ticket();
    cache.forget('other session'); // a notification arrives while the lookup runs
    cache.put('a', alice, ticket);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing while it does not hear the database', () => {
    const cache = new SessionCache(10_000);
    cache.put('a', alice, cache.ticket());
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = liveCache(10_000, 2);
    for (const id of ['a', 'b', 'c']) cache.put(id, alice, cache.ticket());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, alice, alice]);
  });
});

describe('session lookups through the cache', () => {
  const ctx = useTestApp();

  /** Deletes a user's sessions without telling anyone (triggers off), as if the cache were all there is. */
  const deleteSessionsSilently = (userId: number) =>
    ctx.database.db.transaction(async (tx) => {
      await tx.query(sql`SET LOCAL session_replication_role = replica`);
      await tx.query(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
    });

  it('answers a signed-in request from memory once the session was looked up', async () => {
    const staff = await createStaff(ctx.database, { permissions: ['places.view'] });
    const client = await new TestClient(ctx.app).login(staff.username, staff.password);
    expect((await client.get('/api/user/')).statusCode).toBe(200);
    await deleteSessionsSilently(staff.id);
    expect((await client.get('/api/user/')).statusCode).toBe(200);
  });

  it('forgets a session when its row is deleted or moved into the past', async () => {
    const staff = await createStaff(ctx.database, { permissions: ['places.view'] });
    const deleted = await new TestClient(ctx.app).login(staff.username, staff.password);
    const expired = await new TestClient(ctx.app).login(staff.username, staff.password);
    for (const client of [deleted, expired]) expect((await client.get('/api/user/')).statusCode).toBe(200);
    await ctx.database.db.query(sql`DELETE FROM sessions
      WHERE id = encode(sha256(convert_to(${deleted.cookies.sessionid!}, 'UTF8')), 'hex')`);
    await ctx.database.db.query(sql`UPDATE sessions SET expires_at = now() - interval '1 second'
      WHERE id = encode(sha256(convert_to(${expired.cookies.sessionid!}, 'UTF8')), 'hex')`);
    await ctx.settled();
    for (const client of [deleted, expired]) expect((await client.get('/api/user/')).statusCode).toBe(401);
  });

  it('sees a permission taken away or a user deactivated at once', async () => {
    const staff = await createStaff(ctx.database, { permissions: ['places.view'] });
    const other = await createStaff(ctx.database, { permissions: ['places.view'] });
    const client = await new TestClient(ctx.app).login(staff.username, staff.password);
    const otherClient = await new TestClient(ctx.app).login(other.username, other.password);
    expect((await client.get('/api/properties/')).statusCode).toBe(200);
    expect((await otherClient.get('/api/properties/')).statusCode).toBe(200);
    await ctx.database.db.query(sql`DELETE FROM group_permissions WHERE group_id IN
      (SELECT group_id FROM user_groups WHERE user_id = ${staff.id})`);
    await ctx.database.db.query(sql`UPDATE users SET is_active = false WHERE id = ${other.id}`);
    await ctx.settled();
    expect((await client.get('/api/properties/')).statusCode).toBe(403);
    expect((await otherClient.get('/api/properties/')).statusCode).toBe(401);
  });
});

describe.runIf(engine === 'postgres')('session cache across instances (PostgreSQL)', () => {
  let ctx: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    second = await startTestApp(ctx.database);
  });
  afterAll(async () => {
    await second.app.close();
    await ctx.app.close();
  });

  it('a logout on one instance ends the session on the other', async () => {
    const staff = await createStaff(ctx.database, { permissions: ['places.view'] });
    const onFirst = await new TestClient(ctx.app).login(staff.username, staff.password);
    const onSecond = new TestClient(second.app);
    onSecond.cookies = { ...onFirst.cookies };
    expect((await onSecond.get('/api/user/')).statusCode).toBe(200); // now cached on the second
    expect((await onFirst.post('/api/logout/', {})).statusCode).toBe(200);
    await second.settled();
    expect((await onSecond.get('/api/user/')).statusCode).toBe(401);
  });

  it('trusts nothing while its listening connection is lost, and resumes after reconnecting', async () => {
    const staff = await createStaff(ctx.database, { permissions: ['places.view'] });
    const client = await new TestClient(ctx.app).login(staff.username, staff.password);
    expect((await client.get('/api/user/')).statusCode).toBe(200);
    const listeners = async () =>
      ctx.database.db.query<{ pid: number }>(
        sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN bunkhouse_auth'`,
      );
    const killed = (await listeners()).map((l) => l.pid);
    expect(killed).toHaveLength(2); // one per instance
    for (const pid of killed) await ctx.database.db.query(sql`SELECT pg_terminate_backend(${pid})`);
    await expect.poll(() => ctx.sessions.following).toBe(false);
    expect((await client.get('/api/user/')).statusCode).toBe(200); // looked up in the database
    // Reconnected after a second: listening again on new connections.
    await expect.poll(() => ctx.sessions.following, { timeout: 5_000 }).toBe(true);
    expect((await listeners()).map((l) => l.pid)).not.toEqual(expect.arrayContaining(killed));
    await ctx.database.db.transaction(async (tx) => {
      await tx.query(sql`SET LOCAL session_replication_role = replica`);
      await tx.query(sql`DELETE FROM sessions WHERE user_id = ${staff.id}`);
    });
    // Going down and up emptied the cache, so the silently deleted session is looked up afresh.
    expect((await client.get('/api/user/')).statusCode).toBe(401);
  });
});
