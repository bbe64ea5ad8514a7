import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import { freePort, startDovecot, stopChild, type TestImapServer } from './dovecot';

/**
 * A real mail relay for the mail-out tests: Debian's exim4, started as a child process in the
 * foreground on a free loopback port, plain SMTP (no TLS, no AUTH unless asked for), that delivers
 * every recipient of any domain into the INBOX of a Dovecot from test/dovecot.ts, where the tests read
 * what arrived back over IMAP. Its configuration, spool and log live under one temporary directory
 * that `stop()` removes; nothing of the machine's own exim (/etc/exim4, /var/spool/exim4) is used.
 *
 * Real SMTP failures by recipient: any address at `defer.test` is refused for now (451 at RCPT), any
 * at `reject.test` for good (550). `stopSmtp()` takes the listener away (a server that is down) and
 * `startSmtp()` brings it back on the same port.
 *
 * Delivery is exim's own: the daemon delivers each message as soon as it has accepted it (no queue
 * runner), with its appendfile transport in Maildir format straight into Dovecot's Maildir, as
 * Dovecot's mail user (as root: `nobody`; exim never delivers as root). Exim's other processes run as
 * the user that started it, root here and in CI: exim drops all privilege when its own user (the
 * package's `Debian-exim`) invokes it again with a `-C` configuration to deliver, unless that file is
 * listed in /etc/exim4 (TRUSTED_CONFIG_LIST), which this module leaves alone.
 */

const EXIM = '/usr/sbin/exim4';

export interface ReceivedMail {
  uid: number;
  raw: Buffer;
  messageId: string | undefined;
  /** The addresses of the To header. */
  to: string[];
  subject: string | undefined;
}

export interface TestMailRelay {
  host: '127.0.0.1';
  port: number;
  /** With `auth: true`: the only user and password the relay takes (PLAIN or LOGIN). */
  user?: string;
  password?: string;
  /** Every message in the INBOX, oldest first. */
  received(): Promise<ReceivedMail[]>;
  /** Waits until at least `count` messages have arrived (30 s unless told); answers them all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops the SMTP listener only: connections are refused until `startSmtp()`. */
  stopSmtp(): Promise<void>;
  /** Starts the SMTP listener again on the same port. */
  startSmtp(): Promise<void>;
  stop(): Promise<void>;
}

export async function startMailRelay(options: { auth?: boolean } = {}): Promise<TestMailRelay> {
  if (!fs.existsSync(EXIM)) {
    throw new Error(
      `exim4 is not installed (${EXIM}): the mail-out tests need a real MTA. ` +
        'Install it with: apt-get install -y exim4-daemon-light',
    );
  }
  const imap = await startDovecot();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-exim-'));
  try {
    return await startIn(dir, imap, options.auth ?? false);
  } catch (error) {
    await imap.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function startIn(dir: string, imap: TestImapServer, auth: boolean): Promise<TestMailRelay> {
  for (const sub of ['spool', 'log']) fs.mkdirSync(path.join(dir, sub));
  const credentials = auth ? { user: 'relay-user', password: `pw${process.pid}x${Date.now()}` } : undefined;
  const conf = path.join(dir, 'exim.conf');
  const logFile = path.join(dir, 'log', 'mainlog');

  let child: ChildProcess | null = null;
  let port = 0;
  const listen = async () => {
    child = spawn(EXIM, ['-C', conf, '-bdf'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    // A test process that ends without stop() (a crash, a timeout) must not leave exim running.
    const started = child;
    const orphaned = () => started.kill('SIGTERM');
    process.once('exit', orphaned);
    started.once('exit', () => process.off('exit', orphaned));
    await waitForPort(port, started, () => `${stderr.trim()} ${lastLines(logFile)}`);
  };

  let lastError: Error | null = null;
  for (let attempt = 0; attempt < 5 && !child; attempt++) {
    port = await freePort();
    fs.writeFileSync(conf, configuration(dir, port, imap, credentials));
    try {
      await listen();
    } catch (error) {
      lastError = error as Error;
      if (child) await stopChild(child);
      child = null; // the port was taken between freePort() and exim's bind: another one
    }
  }
  if (!child) throw lastError ?? new Error('exim did not start');

  const received = () => readInbox(imap);
  return {
    host: '127.0.0.1',
    port,
    ...credentials,
    received,
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = await received();
        if (mail.length >= count) return mail;
        if (Date.now() > deadline) {
          throw new Error(
            `The relay delivered ${mail.length} of ${count} messages in ${timeoutMs} ms ` +
              `(exim's log: ${lastLines(logFile) || 'empty'})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    // Deliveries under way finish on their own: only the listener goes.
    async stopSmtp() {
      if (child) await stopChild(child);
    },
    async startSmtp() {
      if (child && child.exitCode === null && child.signalCode === null) return;
      await listen();
    },
    async stop() {
      if (child) await stopChild(child);
      await imap.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function configuration(
  dir: string,
  port: number,
  imap: TestImapServer,
  credentials: { user: string; password: string } | undefined,
) {
  const authenticator = (name: string, prompts: string, user: string, password: string) => `${name}:
  driver = plaintext
  public_name = ${name}
  server_prompts = ${prompts}
  server_condition = \${if and {{eq{${user}}{${credentials?.user}}}{eq{${password}}{${credentials?.password}}}}}
  server_set_id = ${user}
  # Offered in plain text: this is loopback, with no TLS at all.
  server_advertise_condition = true
`;
  const me = os.userInfo();
  return `# Written by server/test/mta.ts for one test run.
primary_hostname = bunkhouse-test.local
qualify_domain = bunkhouse-test.local
# Exim's own processes (reception, spool) run as the caller (see the module comment).
exim_user = ${me.uid}
exim_group = ${me.gid}
never_users = root
daemon_smtp_ports = ${port}
local_interfaces = 127.0.0.1
disable_ipv6 = true
spool_directory = ${dir}/spool
log_file_path = ${dir}/log/%slog
pid_file_path = ${dir}/exim.pid
# This machine has no DNS or internet: no reverse lookups, no ident, no TLS, no environment.
host_lookup =
rfc1413_hosts =
tls_advertise_hosts =
keep_environment =
# Any client name is fine (nodemailer says the machine's host name, whatever it is).
helo_accept_junk_hosts = *
smtp_accept_max = 100
# Every message delivered at once, however many one connection sends (the default queues after 10).
smtp_accept_queue_per_connection = 0
acl_smtp_rcpt = acl_check_rcpt
${credentials ? '' : 'auth_advertise_hosts =\n'}
begin acl

acl_check_rcpt:
${credentials ? '  deny message = 530 5.7.0 Authentication required\n    !authenticated = *\n' : ''}
  defer message = 451 4.3.0 Temporary failure for $local_part@$domain (defer.test always defers)
    domains = defer.test
  deny message = 550 5.1.1 No such mailbox $local_part@$domain (reject.test always rejects)
    domains = reject.test
  accept

begin routers

# Every recipient, of any domain, goes to the one test mailbox.
to_dovecot:
  driver = accept
  transport = dovecot_maildir

begin transports

dovecot_maildir:
  driver = appendfile
  directory = ${imap.maildir}
  maildir_format
  create_directory
  directory_mode = 0700
  mode = 0600
  user = ${imap.mailOwner.uid}
  group = ${imap.mailOwner.gid}
  envelope_to_add
  return_path_add

begin authenticators

${credentials ? authenticator('PLAIN', ':', '$auth2', '$auth3') + authenticator('LOGIN', 'Username:: : Password::', '$auth1', '$auth2') : ''}`;
}

/** Every message in the Dovecot INBOX, read over IMAP on a connection of its own. */
async function readInbox(imap: TestImapServer): Promise<ReceivedMail[]> {
  const client = new ImapFlow({
    host: imap.host,
    port: imap.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: imap.user, pass: imap.password },
    logger: false,
    disableAutoIdle: true,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const mailbox = await client.mailboxOpen('INBOX', { readOnly: true });
    if (mailbox.exists === 0) return [];
    const mail: ReceivedMail[] = [];
    for await (const message of client.fetch('1:*', { uid: true, source: true })) {
      const raw = message.source!;
      const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
      const to = [parsed.to ?? []].flat().flatMap((list) => list.value.map((a) => a.address ?? ''));
      mail.push({ uid: message.uid, raw, messageId: parsed.messageId, to, subject: parsed.subject });
    }
    return mail.sort((a, b) => a.uid - b.uid);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** The last lines of exim's log, for an error that says why. */
function lastLines(file: string) {
  if (!fs.existsSync(file)) return '';
  return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-3).join(' | ');
}

/** Resolves once the port accepts connections; rejects if exim exits first or takes over 15 s. */
async function waitForPort(port: number, child: ChildProcess, why: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`exim exited at start (${child.exitCode ?? child.signalCode}): ${why()}`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`exim did not listen on 127.0.0.1:${port} within 15 s: ${why()}`);
}
