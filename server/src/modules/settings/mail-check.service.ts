import type { MailReading, MailReadingBody, MailTestResult } from '@bunkhouse/contract';
import type { Config, ImapSettings } from '../../config';
import type { Db } from '../../db/database';
import { notFound, refusal } from '../../errors';
import { selectMethodPatterns } from '../candidates/candidates.queries';
import { connectImap, selectMailbox } from '../mail/imap-source';
import { parseMail } from '../mail/parse';
import type { SettingsStore } from './settings-store';

/**
 * Settings > Mail source's "Test connection": signs in and opens the mailbox, then signs out. The
 * answer says how many messages are there, or the server's reason in its own words (never the password).
 */
export async function testMailbox(mailbox: ImapSettings): Promise<MailTestResult> {
  let client: Awaited<ReturnType<typeof connectImap>> | null = null;
  try {
    client = await connectImap(mailbox);
    const { exists } = await selectMailbox(client, mailbox.mailbox);
    return {
      ok: true,
      detail: `Connected: ${exists} message${exists === 1 ? '' : 's'} in ${mailbox.mailbox}.`,
    };
  } catch (error) {
    const e = error as { responseText?: string; message?: string; code?: string };
    const reason = e.responseText || e.code || e.message || 'unknown error';
    return {
      ok: false,
      detail: `Could not connect to ${mailbox.host}:${mailbox.port}: ${reason.replaceAll(mailbox.password, '***')}`,
    };
  } finally {
    await client?.logout().catch(() => undefined);
    client?.close();
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
