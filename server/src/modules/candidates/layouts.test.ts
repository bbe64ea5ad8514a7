import { LAYOUT_MESSAGES, mailLayout, pagedNeedsLook, teachResult } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors, useTestApp } from '../../../test/app';
import { subTypeIdOf } from '../../../test/factories';
import { mailTestConfig, TRUSTED_AUTHSERV_ID, uploadMail, uploadResults } from '../../../test/mail';
import { sql } from '../../db/sql';

/**
 * Teaching a layout (issue 31): a mail from a verified sender that no rule reads waits for a look; a
 * layout taught from it reads it and the next mail of that layout, and the sender's traps stay traps,
 * its mail without a DKIM pass stays unverified, and another domain's look-alike is read by nobody.
 */
const ctx = useTestApp({ signedIn: { superuser: true }, config: mailTestConfig() });
let sequence = 0;

/** A credit union's deposit notice: a layout no rule knows. */
function notice(p: {
  member: string;
  amount: string;
  from?: string;
  dkim?: 'pass' | 'fail';
  extra?: string;
}) {
  sequence += 1;
  const domain = (p.from ?? 'alerts@creditunion.example').split('@')[1];
  return Buffer.from(
    [
      `Authentication-Results: ${TRUSTED_AUTHSERV_ID}; dkim=${p.dkim ?? 'pass'} header.d=${domain}`,
      `From: Credit Union Alerts <${p.from ?? 'alerts@creditunion.example'}>`,
      'To: Sunrise Housing LLC <rent@sunrise.example>',
      'Subject: Deposit notice',
      'Date: Thu, 05 Mar 2026 10:00:00 -0500',
      `Message-ID: <notice-${sequence}@creditunion.example>`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Deposit notice',
      `Member: ${p.member}`,
      `Credit amount: ${p.amount}`,
      `Posted 03/05/2026 ref 88${sequence}`,
      ...(p.extra ? [p.extra] : []),
      '',
    ].join('\r\n'),
  );
}

const upload = async (raw: Buffer) =>
  uploadResults(await uploadMail(ctx.client, [{ name: 'n.eml', data: raw }]))[0]!;
const waiting = async () =>
  pagedNeedsLook.parse((await ctx.client.get('/api/payment-candidates/needs-look/')).json()).results;

describe('teaching a layout', () => {
  it('lists a verified mail no rule reads; the layout taught from it reads it and the next one', async () => {
    const first = await upload(notice({ member: 'JANE ROE', amount: '$410.00' }));
    expect(first.kind).toBe('none');
    // Without a DKIM pass nothing waits: anyone can write a mail.
    await upload(notice({ member: 'JANE ROE', amount: '$410.00', dkim: 'fail' }));
    const [entry, ...others] = await waiting();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ sender_domain: 'creditunion.example', subject: 'Deposit notice' });
    expect(entry!.text).toContain('Member: JANE ROE');

    const bankTransfer = await subTypeIdOf(ctx.database.db, 'payment', 'Bank transfer');
    const refused = await ctx.client.post('/api/mail-layouts/', {
      message_id: entry!.id,
      payer: 'John Doe',
      amount: '410.00',
      method_id: bankTransfer,
    });
    expect(fieldErrors(refused).payer).toEqual([LAYOUT_MESSAGES.payerNotInMail]);
    const taught = await ctx.client.post('/api/mail-layouts/', {
      message_id: entry!.id,
      payer: 'JANE ROE',
      amount: '410.00',
      method_id: bankTransfer,
    });
    expect(taught.statusCode, taught.body).toBe(201);
    const result = teachResult.parse(taught.json());
    expect(result.layout).toMatchObject({
      sender_domain: 'creditunion.example',
      method: { name: 'Bank transfer' },
    });
    expect(result.candidate_ids).toHaveLength(1);
    expect(await waiting()).toEqual([]);
    const candidate = (await ctx.client.get(`/api/payment-candidates/${result.candidate_ids[0]}/`)).json();
    expect(candidate).toMatchObject({
      extracted_name: 'JANE ROE',
      extracted_amount: '410.00',
      verified: true,
      matched_method: { name: 'Bank transfer' },
    });

    // The next mail of that layout is read at once; the sender's trap stays a trap; the same layout
    // without a DKIM pass is unverified; another domain's copy is read by no one.
    expect(await upload(notice({ member: 'JOHN A. DOE', amount: '$1,250.00' }))).toMatchObject({
      kind: 'candidate',
    });
    expect(
      await upload(
        notice({ member: 'JOHN A. DOE', amount: '$75.00', extra: 'This deposit is pending review.' }),
      ),
    ).toMatchObject({ kind: 'none', why: expect.stringContaining('pending payment') });
    expect(await upload(notice({ member: 'MARY POE', amount: '$90.00', dkim: 'fail' }))).toMatchObject({
      kind: 'unverified',
    });
    expect(
      await upload(
        notice({ member: 'MARY POE', amount: '$91.00', from: 'alerts@creditunion-alerts.example' }),
      ),
    ).toMatchObject({ kind: 'none' });
    // A mail that made candidates waits no more: it cannot be taught from again.
    const again = await ctx.client.post('/api/mail-layouts/', {
      message_id: entry!.id,
      payer: 'JANE ROE',
      amount: '410.00',
      method_id: bankTransfer,
    });
    expect(fieldErrors(again).non_field_errors).toEqual([LAYOUT_MESSAGES.notWaiting]);
  });

  it('is shown, edited with its patterns checked, tested on its mail, and forgotten', async () => {
    const [layout] = (await ctx.client.get('/api/mail-layouts/')).json() as unknown[];
    const { id, patterns } = mailLayout.parse(layout);
    expect(
      fieldErrors(await ctx.client.patch(`/api/mail-layouts/${id}/`, { patterns: ['(oops'] })).patterns![0],
    ).toMatch(/^Not a valid pattern: /);
    expect(
      fieldErrors(
        await ctx.client.patch(`/api/mail-layouts/${id}/`, { patterns: ['^Member: (?<payer>.+)$'] }),
      ).patterns,
    ).toEqual([LAYOUT_MESSAGES.needsGroups]);
    const edited = await ctx.client.patch(`/api/mail-layouts/${id}/`, { patterns });
    expect(edited.statusCode, edited.body).toBe(200);
    const tested = await ctx.client.post(`/api/mail-layouts/${id}/test/`, {});
    expect(tested.json()).toMatchObject({ kind: 'candidate', payer: 'JANE ROE', amount: '410.00' });
    const pasted = await ctx.client.post(`/api/mail-layouts/${id}/test/`, {
      raw: notice({ member: 'ANA LI', amount: '$12.50' }).toString(),
    });
    expect(pasted.json()).toMatchObject({ kind: 'candidate', payer: 'ANA LI', amount: '12.50' });
    expect((await ctx.client.delete(`/api/mail-layouts/${id}/`)).statusCode).toBe(204);
    expect(await upload(notice({ member: 'ANA LI', amount: '$13.50' }))).toMatchObject({ kind: 'none' });
  });

  it('reads the sender’s other waiting mails of the layout when taught; a mail the layout would read as a trap is not taught from', async () => {
    const domain = 'otherbank.example';
    const from = `alerts@${domain}`;
    await upload(notice({ member: 'ROSA DIAZ', amount: '$300.00', from }));
    await upload(notice({ member: 'OMAR ALI', amount: '$120.00', from }));
    await upload(notice({ member: 'LEE WU', amount: '$80.00', from, extra: 'This deposit is on hold.' }));
    const mails = (await waiting()).filter((m) => m.sender_domain === domain);
    expect(mails).toHaveLength(3);
    const method_id = await subTypeIdOf(ctx.database.db, 'payment', 'Bank transfer');
    const onHold = mails.find((m) => m.text.includes('LEE WU'))!;
    const refused = await ctx.client.post('/api/mail-layouts/', {
      message_id: onHold.id,
      payer: 'LEE WU',
      amount: '80.00',
      method_id,
    });
    expect(fieldErrors(refused).non_field_errors![0]).toMatch(
      /still reads as no money received \(.*pending payment\)/,
    );
    expect((await ctx.client.get('/api/mail-layouts/')).json()).toHaveLength(0);

    const rosa = mails.find((m) => m.text.includes('ROSA DIAZ'))!;
    const taught = await ctx.client.post('/api/mail-layouts/', {
      message_id: rosa.id,
      payer: 'ROSA DIAZ',
      amount: '300.00',
      method_id,
    });
    expect(taught.statusCode, taught.body).toBe(201);
    // Omar's mail, waiting too, is read with the new layout; the one on hold still waits for a look.
    expect((await waiting()).filter((m) => m.sender_domain === domain).map((m) => m.id)).toEqual([onHold.id]);
    const omar = await ctx.database.db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM payment_candidates WHERE extracted_name = 'OMAR ALI'`,
    );
    expect(omar).toEqual([{ n: 1 }]);
  });

  it('sets aside a waiting mail that is no payment', async () => {
    await upload(notice({ member: 'NEWS LETTER', amount: '$1.00', from: 'news@letters.example' }));
    const [mail] = (await waiting()).filter((m) => m.sender_domain === 'letters.example');
    expect(
      (await ctx.client.post(`/api/payment-candidates/needs-look/${mail!.id}/dismiss/`, {})).statusCode,
    ).toBe(204);
    expect((await waiting()).filter((m) => m.sender_domain === 'letters.example')).toEqual([]);
    expect(
      fieldErrors(await ctx.client.post(`/api/payment-candidates/needs-look/${mail!.id}/dismiss/`, {}))
        .non_field_errors,
    ).toEqual([LAYOUT_MESSAGES.notWaiting]);
  });
});
