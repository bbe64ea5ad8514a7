import { ACCOUNT_MESSAGES } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { createStaff, fieldErrors, TestClient, useTestApp } from '../../../test/app';
import { auditOf } from '../../../test/audit';

/** Settings > My account: a staff user changes their own password. */
const ctx = useTestApp();

async function signedIn(password?: string) {
  const staff = await createStaff(ctx.database, { permissions: ['tenants.view'] });
  const client = await new TestClient(ctx.app).login(staff.username, password ?? staff.password);
  return { staff, client };
}

const change = (client: TestClient, body: Record<string, string>) => client.post('/api/user/password/', body);

describe('POST /api/user/password/', () => {
  it('changes the password: this session stays, the others end, the new password signs in', async () => {
    const { staff, client } = await signedIn();
    const other = await new TestClient(ctx.app).login(staff.username, staff.password);
    const fresh = 'a quiet river at dawn';
    const res = await change(client, {
      current_password: staff.password,
      new_password: fresh,
      repeat_password: fresh,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.changed });
    await ctx.settled();
    expect((await client.get('/api/user/')).statusCode).toBe(200);
    expect((await other.get('/api/user/')).statusCode).toBe(401);
    await expect(new TestClient(ctx.app).login(staff.username, staff.password)).rejects.toThrow();
    await new TestClient(ctx.app).login(staff.username, fresh);
    const audit = await auditOf(ctx.database.db, 'user', staff.id, 'change_password');
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/argon2|a quiet river/);
  });

  it('refuses a wrong current password, a short, common or username password, and two that differ', async () => {
    const { staff, client } = await signedIn();
    const body = (new_password: string, extra: Record<string, string> = {}) => ({
      current_password: staff.password,
      new_password,
      repeat_password: new_password,
      ...extra,
    });
    expect(
      fieldErrors(await change(client, body('a quiet river at dawn', { current_password: 'nope' }))),
    ).toEqual({
      current_password: [ACCOUNT_MESSAGES.wrongCurrent],
    });
    expect(fieldErrors(await change(client, body('short one')))).toEqual({
      new_password: [ACCOUNT_MESSAGES.tooShort],
    });
    expect(fieldErrors(await change(client, body('Password1234')))).toEqual({
      new_password: [ACCOUNT_MESSAGES.common],
    });
    const named = await createStaff(ctx.database, {
      username: 'frontdesk_long_name',
      permissions: ['tenants.view'],
    });
    const namedClient = await new TestClient(ctx.app).login(named.username, named.password);
    expect(
      fieldErrors(
        await change(namedClient, {
          current_password: named.password,
          new_password: 'FRONTDESK_LONG_NAME',
          repeat_password: 'FRONTDESK_LONG_NAME',
        }),
      ),
    ).toEqual({ new_password: [ACCOUNT_MESSAGES.isUsername] });
    expect(
      fieldErrors(
        await change(client, body('a quiet river at dawn', { repeat_password: 'a quiet river at dusk' })),
      ),
    ).toEqual({
      repeat_password: [ACCOUNT_MESSAGES.mismatch],
    });
    // Nothing changed: the old password still signs in.
    await new TestClient(ctx.app).login(staff.username, staff.password);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await new TestClient(ctx.app).fetchCsrf();
    expect(
      (await change(anonymous, { current_password: 'x', new_password: 'y', repeat_password: 'y' }))
        .statusCode,
    ).toBe(401);
  });
});
