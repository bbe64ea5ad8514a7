import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayIn } from '@bunkhouse/contract';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildOrder, buildTenant, subTypeIdOf } from '../../../test/factories';
import { startMailRelay, type TestMailRelay } from '../../../test/mta';
import { outbox, turnMessagesOn } from '../../../test/messages';
import { sql } from '../../db/sql';
import { sendDueMessages } from './sender';

/**
 * Messages to tenants through a real MTA (issue 32): Debian's exim4 on loopback delivering into a
 * Dovecot mailbox, read back over IMAP (server/test/mta.ts). Delivered once, with the text and the
 * PDF as written; a temporary failure tried again, a permanent one failed with the server's answer.
 */
const ctx = useTestApp({ signedIn: { superuser: true } });
const db = () => ctx.database.db;
let relay: TestMailRelay;
let today: string;

beforeAll(async () => {
  relay = await startMailRelay();
}, 60_000);
afterAll(() => relay?.stop());

beforeEach(async () => {
  await db().query(sql`TRUNCATE messages`);
  await turnMessagesOn(db(), relay.port);
  today = todayIn((await ctx.client.get('/api/settings/public/')).json().time_zone);
});

const send = () => sendDueMessages(db(), ctx.config, { today });

/** What pdftotext reads in a PDF. */
function pdfText(content: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-pdf-')), 'a.pdf');
  fs.writeFileSync(file, content);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** The delivered mails of a message (by its X-Bunkhouse-Message header), parsed. */
async function deliveredOf(messageId: number): Promise<ParsedMail[]> {
  const all = await Promise.all((await relay.received()).map((m) => simpleParser(m.raw)));
  return all.filter((m) => m.headers.get('x-bunkhouse-message') === String(messageId));
}

async function pay(tenantId: number, amount: string) {
  const res = await ctx.client.post('/api/payments/', {
    tenant_id: tenantId,
    amount,
    method_id: await subTypeIdOf(db(), 'payment', 'Zelle'),
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('a receipt', () => {
  it('is delivered once, from the business, with its text and the PDF receipt', async () => {
    const order = await buildOrder(db(), { rentAmount: '650.00' });
    await pay(order.tenant.id, '650.00');
    const [queued] = await outbox(db(), [order.tenant.id]);
    expect(await send()).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    expect(await send()).toMatchObject({ sent: 0 });
    await relay.waitFor(1);
    const mails = await deliveredOf(queued!.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.from!.text).toBe('"Oak Street Housing" <office@oak.example>');
    expect(mail!.to).toMatchObject({ text: queued!.to_address });
    expect(mail!.subject).toBe('Receipt: $650.00 received by Bunkhouse');
    expect(mail!.messageId).toMatch(new RegExp(`^<message-${queued!.id}\\.[0-9a-f]{12}@oak\\.example>$`));
    expect(mail!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail!.text).toContain('We received your payment of $650.00 (Zelle)');
    expect(mail!.text).toContain('Your balance: nothing owed.');
    const [pdf] = mail!.attachments;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: `receipt-${today}.pdf` });
    const text = pdfText(pdf!.content);
    expect(text).toContain('Receipt');
    expect(text).toMatch(/-\$650\.00/);
    expect(text).toContain('Zelle to pay@oak.example, memo: your bed');
    expect((await outbox(db(), [order.tenant.id]))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('a statement asked for on the tenant page', () => {
  it('is delivered with the statement PDF: opening balance, each row, closing balance', async () => {
    const order = await buildOrder(db(), { rentAmount: '700.00' });
    await pay(order.tenant.id, '300.00');
    const res = await ctx.client.post(`/api/tenants/${order.tenant.id}/statement/send/`, {
      start: today,
      end: today,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'statement',
      status: 'queued',
      cause: expect.stringMatching(/^Asked for by /),
    });
    await send();
    await relay.waitFor(1);
    const [mail] = await deliveredOf(res.json().id);
    expect(mail!.subject).toMatch(/^Your statement, \d\d \w{3} \d{4} to \d\d \w{3} \d{4}$/);
    const text = pdfText(mail!.attachments[0]!.content);
    expect(text).toMatch(/Opening balance \([^)]+\)\s+\$0\.00/);
    expect(text).toMatch(/\$700\.00\s+\$700\.00/);
    expect(text).toMatch(/-\$300\.00\s+\$400\.00/);
    expect(text).toMatch(/Closing balance \([^)]+\)\s+\$400\.00/);
  });
});

describe('a failure', () => {
  it('that is temporary (451) is tried again later; one that is permanent (550) fails at once with the answer', async () => {
    const deferred = await buildTenant(db(), { email: 'late@defer.test' });
    const refused = await buildTenant(db(), { email: 'gone@reject.test' });
    await pay(deferred.id, '10.00');
    await pay(refused.id, '10.00');
    expect(await send()).toMatchObject({ sent: 0, retried: 1, failed: 1 });
    const [later] = await outbox(db(), [deferred.id]);
    expect(later).toMatchObject({ status: 'queued', attempts: 1 });
    expect(later!.reason).toMatch(/^The SMTP server deferred it \(451\)/);
    const [gone] = await outbox(db(), [refused.id]);
    expect(gone).toMatchObject({ status: 'failed', attempts: 1 });
    expect(gone!.reason).toMatch(/^The SMTP server refused it \(550\)/);
    // Not due again yet: the next cycle leaves it.
    expect(await send()).toMatchObject({ sent: 0, retried: 0 });
    // Due again after its last wait, and deferred once more: it has failed, and says after how many tries.
    await db().query(sql`UPDATE messages SET attempts = 7, next_attempt_at = now() WHERE id = ${later!.id}`);
    expect(await send()).toMatchObject({ retried: 0, failed: 1 });
    const [given] = await outbox(db(), [deferred.id]);
    expect(given).toMatchObject({ status: 'failed', attempts: 8 });
    expect(given!.reason).toMatch(/^Gave up after 8 attempts\. The SMTP server deferred it \(451\)/);
  });

  it('when the server is down is kept, and sent once it is back', async () => {
    const tenant = await buildTenant(db());
    await pay(tenant.id, '20.00');
    await relay.stopSmtp();
    try {
      expect(await send()).toMatchObject({
        sent: 0,
        retried: 1,
        stopped: expect.stringMatching(/^Could not reach/),
      });
    } finally {
      await relay.startSmtp();
    }
    const [row] = await outbox(db(), [tenant.id]);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    await db().query(sql`UPDATE messages SET next_attempt_at = now() WHERE id = ${row!.id}`);
    expect(await send()).toMatchObject({ sent: 1 });
    await relay.waitFor(1);
    expect(await deliveredOf(row!.id)).toHaveLength(1);
    expect((await outbox(db(), [tenant.id]))[0]).toMatchObject({ status: 'sent', attempts: 2, reason: null });
  });
});

describe('Send a test', () => {
  it('delivers a test message, and says so; a closed port gets our words only', async () => {
    const ok = await ctx.client.post('/api/settings/mail-out/test/', {
      mail_out: { host: '127.0.0.1', port: relay.port, tls: 'none' },
      from_address: 'office@oak.example',
      to: 'me@oak.example',
    });
    expect(ok.json()).toEqual({ ok: true, detail: 'A test message was sent to me@oak.example.' });
    const refused = await ctx.client.post('/api/settings/mail-out/test/', {
      mail_out: { host: '127.0.0.1', port: relay.port, tls: 'none' },
      from_address: 'office@oak.example',
      to: 'me@reject.test',
    });
    expect(refused.json()).toEqual({
      ok: false,
      detail: `The SMTP server at 127.0.0.1:${relay.port} refused the message (code 550).`,
    });
  });
});
