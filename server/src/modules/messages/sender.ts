import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../../config';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';
import { selectMessageSettings } from './message-settings.queries';
import { mailOutOf, type MailOut, type MailOutConfig } from './message-settings.service';
import { statementFile } from './statement.service';

/**
 * Sends what the outbox holds (issue 32, decision 044), oldest first, one at a time, through one SMTP
 * connection per cycle. A message is 'sent' once the server accepted it; a temporary failure (4xx, no
 * server, a timeout, a refused login) is tried again later, with growing waits, and 'failed' after the
 * last; a permanent one (5xx for the message or its recipient) is 'failed' at once, with the server's
 * answer as the reason. The caller holds the sender's advisory lock (jobs/message-sender.ts): one sender
 * over every instance. Killed between the server's acceptance and our write, a message is sent again
 * after a restart, under the same Message-ID (a mail client shows one).
 */

/** Seconds to wait after the 1st, 2nd… temporary failure; after the last, the message has failed. */
export const RETRY_DELAYS = [60, 300, 900, 3_600, 3 * 3_600, 6 * 3_600, 12 * 3_600];

const BATCH = 20;

export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
  /** Why the cycle stopped before the outbox was empty (the server unreachable…), or null. */
  stopped: string | null;
}

interface Outgoing {
  id: number;
  tenant_id: number;
  kind: string;
  to_address: string;
  subject: string;
  body: string;
  statement_start: string | null;
  statement_end: string | null;
  attempts: number;
}

/** nodemailer's options for a server: 'starttls' requires the upgrade, 'none' takes it when offered. */
export function transportOptions(smtp: SmtpSettings) {
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'tls',
    requireTLS: smtp.tls === 'starttls',
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  };
}

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
}

/** Permanent: the server refused this message or its recipient for good (5xx); anything else may pass later. */
export function classify(error: unknown): { permanent: boolean; connection: boolean; reason: string } {
  const e = (error ?? {}) as SmtpError;
  const answer = e.response ? `: ${e.response.replace(/\s+/g, ' ').slice(0, 200)}` : '';
  if (e.responseCode && e.responseCode >= 500 && e.code !== 'EAUTH')
    return {
      permanent: true,
      connection: false,
      reason: `The SMTP server refused it (${e.responseCode})${answer}`,
    };
  if (e.code === 'EAUTH')
    return { permanent: false, connection: true, reason: 'The SMTP server refused the login.' };
  if (e.responseCode)
    return {
      permanent: false,
      connection: false,
      reason: `The SMTP server deferred it (${e.responseCode})${answer}`,
    };
  return {
    permanent: false,
    connection: true,
    reason: `Could not reach the SMTP server (${e.code ?? 'no answer'}).`,
  };
}

/** One cycle: everything due, until the outbox is empty or the server cannot be reached. */
export async function sendDueMessages(
  db: Db,
  config: MailOutConfig,
  { today }: { today: string },
): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, failed: 0, stopped: null };
  const settings = await selectMessageSettings(db);
  const out = mailOutOf(settings, config);
  if (!out?.from) {
    report.stopped = 'no mail out';
    return report;
  }
  const idDomain = createHash('sha256').update(settings.link_secret).digest('hex').slice(0, 12);
  const transport = nodemailer.createTransport({
    ...transportOptions(out.smtp),
    pool: true,
    maxConnections: 1,
  });
  try {
    for (;;) {
      const due = await db.query<Outgoing>(
        sql`SELECT id, tenant_id, kind, to_address, subject, body, statement_start, statement_end, attempts
            FROM messages WHERE status = 'queued' AND next_attempt_at <= now()
            ORDER BY next_attempt_at, id LIMIT ${BATCH}`,
      );
      if (!due.length) return report;
      for (const message of due) {
        let mail;
        try {
          mail = await mailOf(db, out, message, { idDomain, today, note: settings.payment_instructions });
        } catch {
          // Ours, not the server's: never retried into the same failure.
          await markAttempt(db, message, 'The message could not be written (its statement failed).', true);
          report.failed++;
          continue;
        }
        try {
          await transport.sendMail(mail);
        } catch (error) {
          const outcome = classify(error);
          const failed = outcome.permanent || message.attempts + 1 > RETRY_DELAYS.length;
          await markAttempt(db, message, outcome.reason, failed);
          report[failed ? 'failed' : 'retried']++;
          if (outcome.connection) {
            report.stopped = outcome.reason;
            return report;
          }
          continue;
        }
        await db.query(
          sql`UPDATE messages SET status = 'sent', sent_at = now(), attempts = attempts + 1, reason = NULL
              WHERE id = ${message.id} AND status = 'queued'`,
        );
        report.sent++;
      }
    }
  } finally {
    transport.close();
  }
}

/** One more attempt: tried again after its wait, or failed (at once, or after the last try: said so). */
async function markAttempt(db: Db, message: Outgoing, reason: string, failed: boolean) {
  const wait = RETRY_DELAYS[message.attempts] ?? 0;
  const gaveUp = failed && message.attempts + 1 > RETRY_DELAYS.length;
  await db.query(
    sql`UPDATE messages
        SET attempts = attempts + 1, reason = ${gaveUp ? `Gave up after ${message.attempts + 1} attempts. ${reason}` : reason},
            status = ${failed ? 'failed' : 'queued'},
            next_attempt_at = now() + make_interval(secs => ${wait})
        WHERE id = ${message.id} AND status = 'queued'`,
  );
}

/** The mail of an outbox row: its text as written when queued, the statement PDF written now. */
async function mailOf(
  db: Db,
  out: MailOut,
  m: Outgoing,
  { idDomain, today, note }: { idDomain: string; today: string; note: string },
) {
  const attachments =
    m.statement_start && m.statement_end
      ? [
          {
            filename: `${m.kind === 'receipt' ? 'receipt' : 'statement'}-${m.statement_end}.pdf`,
            contentType: 'application/pdf',
            content: await statementFile(
              db,
              m.tenant_id,
              { start: m.statement_start, end: m.statement_end },
              { title: m.kind === 'receipt' ? 'Receipt' : 'Statement', note: note || null, today },
            ),
          },
        ]
      : [];
  return {
    from: out.from!.name ? { name: out.from!.name, address: out.from!.address } : out.from!.address,
    replyTo: out.replyTo ?? undefined,
    to: m.to_address,
    subject: m.subject,
    text: m.body,
    messageId: `<message-${m.id}.${idDomain}@${out.from!.address.split('@')[1] ?? 'bunkhouse.invalid'}>`,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Bunkhouse-Message': String(m.id) },
    attachments,
  };
}
