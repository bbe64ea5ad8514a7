import { PERMISSIONS } from '@bunkhouse/contract';
import { sql } from '../../db/sql';
import { describe, expect, it } from 'vitest';
import { createStaff, TestClient, useTestApp } from '../../../test/app';

const ctx = useTestApp();

describe('session calls', () => {
  it('sets a readable csrftoken cookie', async () => {
    const res = await new TestClient(ctx.app).get('/api/csrf/');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('signs in and returns the user with groups and permissions; /user/ answers the same', async () => {
    const staff = await createStaff(ctx.database, { permissions: ['tenants.view', 'places.view'] });
    const client = await new TestClient(ctx.app).fetchCsrf();
    const res = await client.post('/api/login/', { username: staff.username, password: staff.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: staff.username, is_superuser: false });
    expect(res.json().permissions).toEqual(['tenants.view', 'places.view']);
    const session = res.cookies.find((c) => c.name === 'sessionid');
    expect(session?.httpOnly).toBe(true);
    expect(res.json()).not.toHaveProperty('password_hash');
    const me = await client.get('/api/user/');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(res.json());
  });

  it('accepts the username in any case', async () => {
    const staff = await createStaff(ctx.database, { username: 'MixedCase' });
    const client = await new TestClient(ctx.app).fetchCsrf();
    const res = await client.post('/api/login/', { username: 'mixedcase', password: staff.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('MixedCase');
  });

  it('gives a superuser every permission', async () => {
    const staff = await createStaff(ctx.database, { superuser: true });
    const client = await new TestClient(ctx.app).login(staff.username, staff.password);
    expect((await client.get('/api/user/')).json().permissions).toEqual([...PERMISSIONS]);
  });

  it('issues a new session id at login and the old one stops working', async () => {
    const staff = await createStaff(ctx.database);
    const client = await new TestClient(ctx.app).login(staff.username, staff.password);
    const first = client.cookies.sessionid!;
    await client.post('/api/login/', { username: staff.username, password: staff.password });
    const second = client.cookies.sessionid!;
    expect(second).not.toBe(first);
    const stale = await client.request({ method: 'GET', url: '/api/user/', cookies: { sessionid: first } });
    expect(stale.statusCode).toBe(401);
    expect((await client.get('/api/user/')).statusCode).toBe(200);
  });

  it('logout deletes the session on the server, not only the cookie', async () => {
    const staff = await createStaff(ctx.database);
    const client = await new TestClient(ctx.app).login(staff.username, staff.password);
    const token = client.cookies.sessionid!;
    const res = await client.post('/api/logout/');
    expect(res.statusCode).toBe(200);
    expect(client.cookies.sessionid).toBeUndefined();
    const replay = await client.request({ method: 'GET', url: '/api/user/', cookies: { sessionid: token } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
  });

  it('ends sessions that were idle too long or are past their absolute expiry', async () => {
    const staff = await createStaff(ctx.database);
    const idle = await new TestClient(ctx.app).login(staff.username, staff.password);
    const old = await new TestClient(ctx.app).login(staff.username, staff.password);
    const db = ctx.database.db;
    await db.query(sql`UPDATE sessions SET last_seen_at = now() - interval '13 hours'
      WHERE user_id = ${staff.id} AND id = encode(sha256(convert_to(${idle.cookies.sessionid!}, 'UTF8')), 'hex')`);
    await db.query(sql`UPDATE sessions SET expires_at = now() - interval '1 second'
      WHERE user_id = ${staff.id} AND id = encode(sha256(convert_to(${old.cookies.sessionid!}, 'UTF8')), 'hex')`);
    expect((await idle.get('/api/user/')).statusCode).toBe(401);
    expect((await old.get('/api/user/')).statusCode).toBe(401);
  });
});

describe('sign-in failures', () => {
  it('answers a wrong password and an unknown username identically', async () => {
    const staff = await createStaff(ctx.database);
    const client = await new TestClient(ctx.app).fetchCsrf();
    const wrong = await client.post('/api/login/', { username: staff.username, password: 'not it at all' });
    const unknown = await client.post('/api/login/', { username: 'nobody-here', password: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password.' });
    expect(wrong.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('reports missing fields as field errors', async () => {
    const client = await new TestClient(ctx.app).fetchCsrf();
    const res = await client.post('/api/login/', { username: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('throttles the 6th and later rapid failures for one username, even with the right password', async () => {
    const staff = await createStaff(ctx.database);
    const client = await new TestClient(ctx.app).fetchCsrf();
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/login/', { username: staff.username, password: `wrong-${i}` });
      expect(res.statusCode).toBe(400);
    }
    for (const password of ['wrong-again', staff.password]) {
      const res = await client.post('/api/login/', { username: staff.username, password });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('throttled');
    }
  });

  it('throttles one address that tries many usernames', async () => {
    const client = await new TestClient(ctx.app).fetchCsrf();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await client.request({
        method: 'POST',
        url: '/api/login/',
        payload: { username: `guess-${i}`, password: 'password1' },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, ctx.config.login.maxFailuresPerIp).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(ctx.config.login.maxFailuresPerIp).every((s) => s === 429)).toBe(true);
  });
});
