import { setTimeout } from 'node:timers/promises';
import { MESSAGE_MESSAGES, type MailOutTestBody, type MailOutTestResult } from '@bunkhouse/contract';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { fieldError } from '../../errors';
import { selectMessageSettings } from './message-settings.queries';
import { isStoredServer, mailOutOf, storedSmtp, type MailOutConfig } from './message-settings.service';
import { transportOptions } from './sender';

/** A port with no SMTP server behind it is answered after this long, however soon it failed (as the mailbox test). */
const UNREACHABLE_ANSWER_MS = 5_000;

/**
 * Settings > Mail out's "Send a test": one message to `to` through the server as typed (the stored
 * password when none is typed for the same server and user). The answer is in our words, never the
 * server's (review D7): sent, the login refused, the message refused with its code, or unreachable
 * after the same 5 s whatever the port was.
 */
export async function testMailOut(
  db: Db,
  config: MailOutConfig,
  body: MailOutTestBody,
): Promise<MailOutTestResult> {
  const settings = await selectMessageSettings(db);
  const input = body.mail_out;
  const stored = isStoredServer(settings, input) ? storedSmtp(settings, config.settingsKey) : null;
  const password = input.password ?? stored?.password ?? null;
  if (input.user && password === null) throw fieldError('mail_out.password', MESSAGE_MESSAGES.passwordNeeded);
  const from = body.from_address ?? mailOutOf(settings, config)?.from?.address ?? null;
  if (!from) throw fieldError('from_address', 'Enter the address messages are sent from.');
  const host = input.host;
  const port = Number(input.port);
  const transport = nodemailer.createTransport({
    ...transportOptions({ host, port, tls: input.tls, user: input.user ?? null, password }),
    connectionTimeout: 2_500,
    greetingTimeout: 2_000,
    socketTimeout: 5_000,
  });
  const started = Date.now();
  try {
    await transport.sendMail({
      from,
      to: body.to,
      subject: 'Bunkhouse: a test of mail out',
      text: 'This message was sent from Settings > Mail out to check that messages to tenants can go out.',
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    return { ok: true, detail: MESSAGE_MESSAGES.testSent(body.to) };
  } catch (error) {
    const e = error as { code?: string; responseCode?: number };
    if (e.code === 'EAUTH') return { ok: false, detail: MESSAGE_MESSAGES.loginRefused(host, port) };
    if (e.responseCode) return { ok: false, detail: MESSAGE_MESSAGES.refused(host, port, e.responseCode) };
    await setTimeout(Math.max(0, UNREACHABLE_ANSWER_MS - (Date.now() - started)));
    return { ok: false, detail: MESSAGE_MESSAGES.unreachable(host, port) };
  } finally {
    transport.close();
  }
}
