import { setTimeout } from 'node:timers/promises';
import {
  SETTINGS_MESSAGES,
  type MailReading,
  type MailReadingBody,
  type MailTestResult,
} from '@bunkhouse/contract';
import type { Config, ImapSettings } from '../../config';
import type { Db } from '../../db/database';
import { notFound, refusal } from '../../errors';
import { selectMethodPatterns } from '../candidates/candidates.queries';
import { createImapClient, selectMailbox } from '../mail/imap-source';
import { parseMail } from '../mail/parse';
import type { SettingsStore } from './settings-store';

/** How long the connection and then the server's greeting may take: a few seconds in all. */
const CONNECT_MS = 2_500;
const GREETING_MS = 2_000;
/** A port with no IMAP server behind it is answered after this long, however soon it failed. */
const UNREACHABLE_ANSWER_MS = 5_000;

/**
 * Settings > Mail source's "Test connection": signs in and opens the mailbox, then signs out. The
 * answer says how many messages are there, or what went wrong in our own words, never the server's
 * (review D7: the test must not read other services' banners or map the network). Only the host and
 * port as typed are contacted. A port that is no IMAP server (closed, unreachable, silent, TLS where
 * there is none, another service) gets one answer, after the same 5 s, so that neither its words nor
 * its time tell them apart.
 */
export async function testMailbox(mailbox: ImapSettings): Promise<MailTestResult> {
  const { host, port } = mailbox;
  const started = Date.now();
  const client = createImapClient(mailbox);
  // The poller's client, with shorter limits for a test someone waits for (imapflow reads them at connect()).
  Object.assign(client.options, { connectionTimeout: CONNECT_MS, greetingTimeout: GREETING_MS });
  try {
    await client.connect();
  } catch (error) {
    client.close();
    if ((error as { authenticationFailed?: boolean }).authenticationFailed) {
      return { ok: false, detail: SETTINGS_MESSAGES.loginRefused(host, port) };
    }
    await setTimeout(Math.max(0, UNREACHABLE_ANSWER_MS - (Date.now() - started)));
    return { ok: false, detail: SETTINGS_MESSAGES.unreachable(host, port) };
  }
  try {
    const { exists } = await selectMailbox(client, mailbox.mailbox);
    return {
      ok: true,
      detail: `Connected: ${exists} message${exists === 1 ? '' : 's'} in ${mailbox.mailbox}.`,
    };
  } catch {
    return { ok: false, detail: SETTINGS_MESSAGES.noMailbox(mailbox.mailbox) };
  } finally {
    await client.logout().catch(() => undefined);
    client.close();
  }
}

/**
 * "Test against a pasted mail": how the parser reads it with the active payment methods, the method
 * `method_id` taking the patterns as typed. Nothing is stored.
 */
export async function readPastedMail(
  db: Db,
  settings: SettingsStore,
  config: Pick<Config, 'mail'>,
  body: MailReadingBody,
): Promise<MailReading> {
  const methods = await selectMethodPatterns(db);
  if (body.method_id !== undefined) {
    const method = methods.find((m) => m.id === Number(body.method_id));
    if (!method) throw notFound('Payment method');
    if (body.detection_patterns) method.patterns = body.detection_patterns;
  }
  const raw = Buffer.from(body.mail.replace(/\r?\n/g, '\r\n'), 'utf8');
  let parsed;
  try {
    parsed = await parseMail(raw, {
      timezone: (await settings.current()).timeZone,
      trustedAuthservId: config.mail.trustedAuthservId,
      trustedForwarders: config.mail.trustedForwarders,
      methods,
    });
  } catch (error) {
    throw refusal(`This is not a mail the parser can read: ${(error as Error).message}`);
  }
  return {
    subject: parsed.message.subject,
    from: parsed.message.from,
    payments: parsed.payments.map((p) => ({
      kind: p.kind,
      method: p.method,
      payer: p.payer,
      amount: p.amount,
      reference: p.reference,
      date: p.date,
      why: p.why,
      verification: p.verification,
    })),
  };
}
