import { SEEDED_GROUPS } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestClient, useTestApp } from '../../../test/app';
import { sql } from '../../db/sql';
import { verifyPassword } from '../passwords/passwords';
import { sealSsnHashes, ssnMatches } from './ssn';
import { SSN_CHECKS_PER_HOUR } from './ssn-check.service';

/** Issue 16, fix 1: the SSN check is not a guessing oracle. */
const SECRET = 'the pepper of these tests, not in the db';
const ctx = useTestApp({
  signedIn: { permissions: ['tenants.add', 'tenants.view'] },
  config: { settingsKey: SECRET },
});

let n = 0;
async function tenantWithSsn(ssn = '123456789') {
  const res = await ctx.client.post('/api/tenants/', {
    first_name: 'Sam',
    last_name: `Check${++n}`,
    email: `ssn${n}@example.com`,
    phone: '3125550100',
    date_of_birth: '1990-04-02',
    social_security_number: ssn,
    emergency_contact_first_name: 'Ann',
    emergency_contact_last_name: 'Check',
    emergency_contact_phone: '3125550101',
    emergency_contact_relationship_to_tenant: 'mother',
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const checker = async () =>
  (await signedInClient(ctx, { permissions: ['tenants.view', 'tenants.verify_ssn'] })).client;
const check = (client: TestClient, id: number, ssn: string) =>
  client.post(`/api/tenants/${id}/verify_ssn/`, { social_security_number: ssn });

describe('checking a tenant SSN', () => {
  it('needs its own permission, which Front desk holds', async () => {
    const id = await tenantWithSsn();
    expect((await check(ctx.client, id, '123456789')).statusCode).toBe(403);
    expect(SEEDED_GROUPS['Front desk']).toContain('tenants.verify_ssn');
    expect((await check(await checker(), id, '123456789')).json()).toEqual({ matches: true });
  });

  it('allows a few tries an hour per user, then 429 saying when; every try is recorded', async () => {
    const id = await tenantWithSsn('987654321');
    const other = await tenantWithSsn();
    const client = await checker();
    for (let i = 0; i < SSN_CHECKS_PER_HOUR; i++) {
      expect((await check(client, id, `00000000${i}`)).json()).toEqual({ matches: false });
    }
    const refused = await check(client, id, '987654321');
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as { detail: string }).detail).toMatch(
      /^Too many SSN checks in the last hour\. Try again after \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\.$/,
    );
    // The limit is the user's: another tenant is refused to them too.
    expect((await check(client, other, '123456789')).statusCode).toBe(429);
    const [rows] = await ctx.database.db.query<{ checks: number; audited: number }>(
      sql`SELECT (SELECT count(*) FROM ssn_checks WHERE tenant_id = ${id})::int AS checks,
                 (SELECT count(*) FROM audit_log WHERE action = 'verify_ssn' AND entity_id = ${String(id)})::int AS audited`,
    );
    expect(rows).toEqual({ checks: SSN_CHECKS_PER_HOUR, audited: SSN_CHECKS_PER_HOUR });
  });

  it("a tenant's SSN takes a few tries an hour from everyone together", async () => {
    const id = await tenantWithSsn('555443333');
    for (let i = 0; i < SSN_CHECKS_PER_HOUR; i++)
      expect((await check(await checker(), id, '111111111')).statusCode).toBe(200);
    expect((await check(await checker(), id, '555443333')).statusCode).toBe(429);
  });

  it('counts tries that race as one queue: no more than the limit pass', async () => {
    const id = await tenantWithSsn('222334444');
    const client = await checker();
    const answers = await Promise.all(
      Array.from({ length: SSN_CHECKS_PER_HOUR + 3 }, () => check(client, id, '222334444')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(SSN_CHECKS_PER_HOUR);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
  });
});

describe('the pepper from outside the database', () => {
  it('stores the hash sealed: the database alone cannot test a guess against it', async () => {
    const id = await tenantWithSsn('314159265');
    const [row] = await ctx.database.db.query<{ ssn_hash: string }>(
      sql`SELECT ssn_hash FROM tenants WHERE id = ${id}`,
    );
    expect(row!.ssn_hash.startsWith('v1:')).toBe(true);
    expect(await verifyPassword(row!.ssn_hash, '314159265')).toBe(false);
    expect(await ssnMatches(row!.ssn_hash, '314159265', SECRET)).toBe(true);
    expect(await ssnMatches(row!.ssn_hash, '314159265', 'another secret entirely')).toBe(false);
  });

  it('seals the hashes written before the secret, which still match', async () => {
    const before = await startTestApp(ctx.database, { ...ctx.config, settingsKey: null });
    try {
      const { client } = await signedInClient(before, { permissions: ['tenants.add'] });
      const res = await client.post('/api/tenants/', {
        first_name: 'Old',
        last_name: 'Hash',
        email: 'old.hash@example.com',
        phone: '3125550100',
        date_of_birth: '1990-04-02',
        social_security_number: '271828182',
        emergency_contact_first_name: 'Ann',
        emergency_contact_last_name: 'Hash',
        emergency_contact_phone: '3125550101',
        emergency_contact_relationship_to_tenant: 'mother',
      });
      const id = (res.json() as { id: number }).id;
      const read = async () =>
        (
          await ctx.database.db.query<{ ssn_hash: string }>(
            sql`SELECT ssn_hash FROM tenants WHERE id = ${id}`,
          )
        )[0]!.ssn_hash;
      expect((await read()).startsWith('$argon2')).toBe(true);
      expect(await sealSsnHashes(ctx.database.db, SECRET)).toBeGreaterThan(0);
      expect((await read()).startsWith('v1:')).toBe(true);
      expect((await check(await checker(), id, '271828182')).json()).toEqual({ matches: true });
    } finally {
      await before.app.close();
    }
  });
});
