import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailRelay, type TestMailRelay } from './mta';

/**
 * The mail-out tests' relay (test/mta.ts) is a real one: exim4 takes the message over SMTP and
 * Dovecot holds it, read back over IMAP.
 */

/** Bytes that look like a small PDF, with some that are not text, to see them arrive unchanged. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1'),
  Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256)),
  Buffer.from('\n%%EOF\n'),
]);

const transport = (relay: TestMailRelay, auth?: { user: string; pass: string }) =>
  nodemailer.createTransport({ host: relay.host, port: relay.port, secure: false, ignoreTLS: true, auth });

const letter = (to: string, subject = 'Your receipt') => ({
  from: 'Bunkhouse <office@bunkhouse.example>',
  to,
  subject,
  text: 'Your receipt is attached.',
});

describe('the test mail relay', () => {
  let relay: TestMailRelay;
  beforeAll(async () => {
    relay = await startMailRelay();
  }, 60_000);
  afterAll(() => relay?.stop());

  it('delivers a message into the mailbox with its subject, Message-ID and attachment intact', async () => {
    const before = (await relay.received()).length;
    const sent = await transport(relay).sendMail({
      ...letter('tenant@example.com', 'Receipt for March'),
      attachments: [{ filename: 'receipt-march.pdf', content: PDF, contentType: 'application/pdf' }],
    });
    expect(sent.accepted).toEqual(['tenant@example.com']);

    const mail = (await relay.waitFor(before + 1)).at(-1)!;
    expect(mail).toMatchObject({
      messageId: sent.messageId,
      to: ['tenant@example.com'],
      subject: 'Receipt for March',
    });
    const parsed = await simpleParser(mail.raw);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({
      filename: 'receipt-march.pdf',
      contentType: 'application/pdf',
    });
    expect(parsed.attachments[0]!.content.equals(PDF)).toBe(true);
  });

  it('delivers to any address of any domain', async () => {
    const before = (await relay.received()).length;
    await transport(relay).sendMail(letter('someone@far-away.example.org', 'Anywhere'));
    expect((await relay.waitFor(before + 1)).at(-1)).toMatchObject({ to: ['someone@far-away.example.org'] });
  });

  it('refuses a recipient at defer.test for now (4xx) and one at reject.test for good (5xx)', async () => {
    await expect(transport(relay).sendMail(letter('late@defer.test'))).rejects.toMatchObject({
      responseCode: 451,
    });
    await expect(transport(relay).sendMail(letter('gone@reject.test'))).rejects.toMatchObject({
      responseCode: 550,
    });
  });

  it('refuses connections while its SMTP listener is stopped, and delivers again once restarted', async () => {
    const before = (await relay.received()).length;
    await relay.stopSmtp();
    await expect(transport(relay).sendMail(letter('tenant@example.com'))).rejects.toMatchObject({
      code: 'ESOCKET',
    });
    await relay.startSmtp();
    await transport(relay).sendMail(letter('tenant@example.com', 'After the outage'));
    expect((await relay.waitFor(before + 1)).at(-1)).toMatchObject({ subject: 'After the outage' });
  });
});

describe('the test mail relay that requires a password', () => {
  let relay: TestMailRelay;
  beforeAll(async () => {
    relay = await startMailRelay({ auth: true });
  }, 60_000);
  afterAll(() => relay?.stop());

  it('refuses a message sent without signing in', async () => {
    await expect(transport(relay).sendMail(letter('tenant@example.com'))).rejects.toMatchObject({
      responseCode: 530,
    });
  });

  it('refuses a wrong password', async () => {
    const wrong = { user: relay.user!, pass: 'not-the-password' };
    await expect(transport(relay, wrong).sendMail(letter('tenant@example.com'))).rejects.toMatchObject({
      code: 'EAUTH',
    });
  });

  it('delivers with its user and password, signed in with PLAIN or LOGIN', async () => {
    const auth = { user: relay.user!, pass: relay.password! };
    for (const method of ['PLAIN', 'LOGIN']) {
      await nodemailer
        .createTransport({ host: relay.host, port: relay.port, ignoreTLS: true, auth, authMethod: method })
        .sendMail(letter('tenant@example.com', `Signed in with ${method}`));
    }
    const subjects = (await relay.waitFor(2)).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(['Signed in with LOGIN', 'Signed in with PLAIN']);
  });
});
