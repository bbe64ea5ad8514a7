import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CANDIDATE_MESSAGES,
  MAPPING_MESSAGES,
  pagedCandidates,
  type PaymentCandidate,
} from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors, useTestApp } from '../../../test/app';
import { buildOrder, buildTenant, subTypeIdOf } from '../../../test/factories';
import { expectLedgerSound } from '../../../test/ledger-helpers';
import { mailTestConfig, uploadMail, uploadResults } from '../../../test/mail';
import { sql } from '../../db/sql';

/**
 * Bank statements uploaded with the mails (issue 31): each credit a candidate with source `bank`,
 * matched like a mail's; the same line never twice; the business's own money skipped; a credit whose
 * money a payment records already is "already recorded" and applied again only when confirmed.
 */
const ctx = useTestApp({ signedIn: { superuser: true }, config: mailTestConfig() });
const fixture = (file: string) => readFileSync(path.join(import.meta.dirname, '../bank/fixtures', file));
const upload = async (name: string, data: Buffer) =>
  uploadResults(await uploadMail(ctx.client, [{ name, data }]))[0]!;

async function candidatesOf(ids: number[]): Promise<PaymentCandidate[]> {
  const res = await ctx.client.get('/api/payment-candidates/?page_size=100');
  const all = pagedCandidates.parse(res.json()).results;
  return ids.map((id) => all.find((c) => c.id === id)!);
}

describe('a bank statement uploaded', () => {
  it('makes a candidate of each credit, matched by the name in its description; debits and own money are not offered', async () => {
    const maria = await buildTenant(ctx.database.db, { firstName: 'Maria', lastName: 'Garcia' });
    await buildOrder(ctx.database.db, { tenantId: maria.id, rentAmount: '650.00' });
    const result = await upload('chase.csv', fixture('chase.csv'));
    expect(result).toMatchObject({
      kind: 'candidate',
      why: "Bank statement (Chase): 4 lines, 3 credits: 2 new candidates, 1 the business's own money.",
    });
    const [zelle, deposit] = await candidatesOf(result.candidate_ids);
    expect(zelle).toMatchObject({
      source: 'bank',
      extracted_name: 'Maria Garcia',
      extracted_amount: '650.00',
      payment_date: '2026-03-02',
      matched_method: { name: 'Zelle' },
      verified: true,
      status: 'matched',
      matched_tenant: { id: maria.id },
      recorded_payment: null,
    });
    expect(zelle!.verification).toContain('chase.csv');
    // A remote check deposit names nobody: listed for staff to choose, its words as the payer.
    expect(deposit).toMatchObject({
      extracted_name: 'REMOTE ONLINE DEPOSIT # 1',
      matched_method: { name: 'Bank transfer' },
      status: 'pending',
      matched_tenant: null,
    });
  });

  it('imports a line once: the same file is a duplicate, a later statement adds only its new lines, an OFX FITID once', async () => {
    expect((await upload('chase.csv', fixture('chase.csv'))).kind).toBe('duplicate');
    const later = Buffer.concat([
      fixture('chase.csv'),
      Buffer.from(
        'CREDIT,03/06/2026,"Zelle payment from OMAR HASSAN 21345678999",625.00,QUICKPAY_CREDIT,4835.55,,\n',
      ),
    ]);
    const again = await upload('chase-march.csv', later);
    expect(again).toMatchObject({ kind: 'candidate' });
    expect(again.why).toContain('1 new candidate, 2 imported already');
    expect((await candidatesOf(again.candidate_ids)).map((c) => c.extracted_name)).toEqual(['Omar Hassan']);

    const ofx = await upload('checking.ofx', fixture('checking.ofx'));
    expect(ofx.candidate_ids).toHaveLength(2);
    // The same FITIDs in another download of the account: nothing new.
    const redownloaded = fixture('checking.ofx').toString().replace('NEWFILEUID:NONE', 'NEWFILEUID:2');
    expect(await upload('checking-2.ofx', Buffer.from(redownloaded))).toMatchObject({
      kind: 'duplicate',
      candidate_ids: [],
    });
  });

  it('refuses a statement it cannot read, saying why and storing nothing; its columns mapped once, it is read', async () => {
    const before = await ctx.database.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM mail_messages`,
    );
    const result = await upload('other-bank.csv', fixture('other-bank.csv'));
    expect(result).toMatchObject({
      kind: 'error',
      columns: ['Posted', 'Amount USD', 'Counterparty', 'Notes'],
    });
    expect(result.why).toMatch(/Choose its columns once/);
    const after = await ctx.database.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM mail_messages`,
    );
    expect(after).toEqual(before);

    const mapping = { columns: result.columns, date: 'Posted', description: 'Counterparty' };
    expect(
      fieldErrors(await ctx.client.post('/api/payment-candidates/statement-mappings/', mapping)).amount,
    ).toEqual([MAPPING_MESSAGES.amountNeeded]);
    expect(
      fieldErrors(
        await ctx.client.post('/api/payment-candidates/statement-mappings/', { ...mapping, amount: 'Total' }),
      ).amount,
    ).toEqual([MAPPING_MESSAGES.notAColumn]);
    const saved = await ctx.client.post('/api/payment-candidates/statement-mappings/', {
      ...mapping,
      amount: 'Amount USD',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const read = await upload('other-bank.csv', fixture('other-bank.csv'));
    expect(read).toMatchObject({ kind: 'candidate' });
    expect(
      (await candidatesOf(read.candidate_ids)).map((c) => [c.extracted_name, c.extracted_amount]),
    ).toEqual([['Maria Garcia', '650.00']]);
  });

  it('shows a credit already recorded by a payment of the tenant, and applies it again only when confirmed', async () => {
    const derek = await buildTenant(ctx.database.db, { firstName: 'Derek', lastName: 'Johnson' });
    await buildOrder(ctx.database.db, { tenantId: derek.id, rentAmount: '1200.00' });
    const typed = await ctx.client.post('/api/payments/', {
      tenant_id: derek.id,
      amount: '1200.00',
      method_id: await subTypeIdOf(ctx.database.db, 'payment', 'Zelle'),
      received_on: '2026-03-01',
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const result = await upload('bofa.csv', fixture('bofa.csv'));
    const [credit] = await candidatesOf(result.candidate_ids);
    expect(credit).toMatchObject({
      extracted_name: 'Derek Johnson',
      matched_tenant: { id: derek.id },
      recorded_payment: { id: typed.json().id, received_on: '2026-03-01' },
    });
    const refused = await ctx.client.patch(`/api/payment-candidates/${credit!.id}/`, { action: 'apply' });
    expect(fieldErrors(refused).confirm_recorded).toEqual([
      CANDIDATE_MESSAGES.alreadyRecorded(typed.json().id, '2026-03-01'),
    ]);
    const applied = await ctx.client.patch(`/api/payment-candidates/${credit!.id}/`, {
      action: 'apply',
      confirm_recorded: true,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'applied', recorded_payment: null });
    await expectLedgerSound(ctx.database.db);
  });

  it('imports a statement of 5,000 lines in one request', async () => {
    const lines = ['Date,Description,Amount,Balance'];
    for (let i = 0; i < 5_000; i++) {
      const day = `04/${String((i % 28) + 1).padStart(2, '0')}/2026`;
      lines.push(
        i % 2 === 0
          ? `${day},"Zelle payment from Payer Number${i}",${(100 + (i % 900)).toFixed(2)},${i}.00`
          : `${day},"CHECKCARD PURCHASE ${i}",-${(5 + (i % 50)).toFixed(2)},${i}.00`,
      );
    }
    const result = await upload('big.csv', Buffer.from(lines.join('\n')));
    expect(result.why).toBe('Bank statement (CSV): 5000 lines, 2500 credits: 2500 new candidates.');
    expect(result.candidate_ids).toHaveLength(2_500);
  }, 120_000);
});
