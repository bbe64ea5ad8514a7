import { CANDIDATE_MESSAGES, todayIn } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { useTestApp } from '../../../test/app';
import { buildOrder, buildTenant } from '../../../test/factories';
import { balanceOf, expectLedgerSound } from '../../../test/ledger-helpers';
import { mailTestConfig, uploadMail, uploadResults, venmoMail } from '../../../test/mail';

/**
 * Simultaneous clicks (on PostgreSQL each request has its own pool connection, so they truly race;
 * the embedded engine runs them one after another): a candidate is decided exactly once.
 */
const ctx = useTestApp({ signedIn: { superuser: true }, config: mailTestConfig() });
const today = () => todayIn('America/New_York');

/** A tenant with an open order (so applies lock orders, then the tenant) and a matched candidate for them. */
async function matchedCandidate(first: string, last: string, amount: string) {
  const tenant = await buildTenant(ctx.database.db, { firstName: first, lastName: last });
  const order = await buildOrder(ctx.database.db, {
    tenantId: tenant.id,
    rentAmount: '400.00',
    today: today(),
  });
  const res = await uploadMail(ctx.client, [
    { name: 'm.eml', data: venmoMail({ payer: `${first} ${last}`, amount }) },
  ]);
  const [result] = uploadResults(res);
  expect(result!.kind).toBe('candidate');
  return { tenantId: order.tenant.id, candidateId: result!.candidate_ids[0]! };
}

const patch = (id: number, body: Record<string, unknown>) =>
  ctx.client.request({ method: 'PATCH', url: `/api/payment-candidates/${id}/`, payload: body });

async function paymentsFor(candidateId: number) {
  const rows = await ctx.database.db.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM payments pay
        JOIN payment_candidates c ON c.payment_id = pay.id WHERE c.id = ${candidateId}`,
  );
  return rows[0]!.n;
}

describe('deciding a candidate under simultaneous requests', () => {
  it('20 simultaneous applies make one payment; the others read the finalized sentence', async () => {
    const { tenantId, candidateId } = await matchedCandidate('Rosa', 'Delgado', '400.00');
    const before = await balanceOf(ctx.database.db, tenantId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => patch(candidateId, { action: 'apply' })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 400)) {
      expect(a.json()).toEqual({ non_field_errors: [CANDIDATE_MESSAGES.finalized] });
    }
    expect(await paymentsFor(candidateId)).toBe(1);
    const [{ count }] = (await ctx.database.db.query<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM payments WHERE tenant_id = ${tenantId}`,
    )) as [{ count: number }];
    expect(count).toBe(1);
    expect(Number(await balanceOf(ctx.database.db, tenantId)) - Number(before)).toBe(400);
    await expectLedgerSound(ctx.database.db, { today: today() });
  });

  it('apply and ignore racing: exactly one wins, and the candidate says which', async () => {
    for (let round = 0; round < 5; round++) {
      const { tenantId, candidateId } = await matchedCandidate('Ivan', `Petrov${'abcde'[round]}`, '55.00');
      const before = await balanceOf(ctx.database.db, tenantId);
      const [apply, ignore] = await Promise.all([
        patch(candidateId, { action: 'apply' }),
        patch(candidateId, { action: 'ignore' }),
      ]);
      expect([apply.statusCode, ignore.statusCode].sort()).toEqual([200, 400]);
      const [row] = await ctx.database.db.query<{ status: string }>(
        sql`SELECT status FROM payment_candidates WHERE id = ${candidateId}`,
      );
      const applied = apply.statusCode === 200;
      expect(row!.status).toBe(applied ? 'applied' : 'ignored');
      expect(await paymentsFor(candidateId)).toBe(applied ? 1 : 0);
      const raised = Number(await balanceOf(ctx.database.db, tenantId)) - Number(before);
      expect(raised).toBe(applied ? 55 : 0);
    }
    await expectLedgerSound(ctx.database.db, { today: today() });
  });
});
