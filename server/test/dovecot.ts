import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';
import type { ImapSettings } from '../src/config';

/**
 * A real IMAP server for the mail poller's tests and benchmark (issue 12): Debian's Dovecot, started
 * as a child process on a free loopback port, plain IMAP (no TLS on loopback), one throwaway user
 * with a Maildir, every path (config, sockets, state, log, mail) under one temporary directory that
 * `stop()` removes. Nothing of the machine's own Dovecot is used or touched.
 *
 * As root (here and in CI), Dovecot refuses to run its login process as root and to give mail to
 * UID 0: the login process runs as the package's `dovenull`, its internal processes as `dovecot`,
 * and the mail user is `nobody`. As another user, everything runs as that user, without chroot.
 */

const DOVECOT = '/usr/sbin/dovecot';
const DOVEADM = '/usr/bin/doveadm';
const run = promisify(execFile);

export interface TestImapServer extends ImapSettings {
  /** Appends one message to the mailbox through IMAP APPEND; answers its UID. */
  append(raw: Buffer | string): Promise<number>;
  /** The mailbox's current UIDVALIDITY. */
  uidValidity(): Promise<number>;
  /**
   * Gives the mailbox a new UIDVALIDITY with the same messages in it, as a server does after its
   * index is rebuilt. A session that has it selected is disconnected when it next notices a change
   * (Dovecot: "IMAP session state is inconsistent, please relogin").
   */
  resetUidValidity(): Promise<number>;
  /** The user's Maildir (its INBOX), for a local delivery agent to write into (test/mta.ts). */
  maildir: string;
  /** The owner the mail processes run as and Maildir files must have. */
  mailOwner: { uid: number; gid: number };
  stop(): Promise<void>;
}

export async function startDovecot(): Promise<TestImapServer> {
  if (!fs.existsSync(DOVECOT) || !fs.existsSync(DOVEADM)) {
    throw new Error(
      `Dovecot is not installed (${DOVECOT}): the mail poller's tests need a real IMAP server. ` +
        'Install it with: apt-get install -y dovecot-imapd',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bunkhouse-dovecot-'));
  try {
    return await startIn(dir);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function startIn(dir: string): Promise<TestImapServer> {
  const accounts = processAccounts();
  fs.chmodSync(dir, 0o755); // the login and mail processes run as other users and must reach their paths
  for (const sub of ['run', 'state', 'mail', 'home']) fs.mkdirSync(path.join(dir, sub));
  for (const sub of ['mail', 'home']) fs.chownSync(path.join(dir, sub), accounts.mailUid, accounts.mailGid);

  const user = 'bunkhouse';
  const password = `pw-${process.pid}-${Date.now()}`;
  const passwd = path.join(dir, 'passwd');
  fs.writeFileSync(
    passwd,
    `${user}:{PLAIN}${password}:${accounts.mailUid}:${accounts.mailGid}::${path.join(dir, 'home', user)}\n`,
  );

  let lastError: Error | null = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const conf = path.join(dir, 'dovecot.conf');
    fs.writeFileSync(conf, configuration(dir, port, passwd, accounts));
    const child = spawn(DOVECOT, ['-F', '-c', conf], { stdio: 'ignore' });
    // A test process that ends without stop() (a crash, a timeout) must not leave the server running.
    const orphaned = () => child.kill('SIGTERM');
    process.once('exit', orphaned);
    child.once('exit', () => process.off('exit', orphaned));
    try {
      await waitForPort(port, child, path.join(dir, 'dovecot.log'));
    } catch (error) {
      lastError = error as Error;
      await stopChild(child);
      continue; // the port was taken between freePort() and Dovecot's bind: another one
    }
    const mailOwner = { uid: accounts.mailUid, gid: accounts.mailGid };
    return serverHandle({ dir, conf, child, port, user, password, mailOwner });
  }
  throw lastError ?? new Error('Dovecot did not start');
}

/** Who the server's processes run as (see the module comment). */
function processAccounts() {
  const me = os.userInfo();
  if (me.uid !== 0) {
    return {
      internalUser: me.username,
      internalGroup: execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim(),
      loginUser: me.username,
      mailUid: me.uid,
      mailGid: me.gid,
    };
  }
  return {
    internalUser: 'dovecot',
    internalGroup: 'dovecot',
    loginUser: 'dovenull',
    mailUid: 65534,
    mailGid: 65534,
  };
}

function configuration(dir: string, port: number, passwd: string, a: ReturnType<typeof processAccounts>) {
  return `# Written by server/test/dovecot.ts for one test run.
instance_name = bunkhouse-test-${port}
protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${a.internalUser}
default_internal_group = ${a.internalGroup}
default_login_user = ${a.loginUser}
first_valid_uid = 1
mail_location = maildir:${dir}/mail/%u
# A throwaway mailbox: no fsync per appended message (the benchmark appends 10,000).
mail_fsync = never
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${passwd}
}
userdb {
  driver = passwd-file
  args = username_format=%u ${passwd}
}
# No chroot: it needs root, and these processes guard nothing on a test machine.
service anvil {
  chroot =
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
}

function serverHandle(s: {
  dir: string;
  conf: string;
  child: ChildProcess;
  port: number;
  user: string;
  password: string;
  mailOwner: { uid: number; gid: number };
}): TestImapServer {
  const settings: ImapSettings = {
    host: '127.0.0.1',
    port: s.port,
    secure: false,
    user: s.user,
    password: s.password,
    mailbox: 'INBOX',
  };
  let appender: ImapFlow | null = null;
  /** One connection for appends, opened again when the server dropped it. */
  const connected = async () => {
    if (appender?.usable) return appender;
    appender?.close();
    appender = new ImapFlow({
      host: settings.host,
      port: settings.port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: s.user, pass: s.password },
      logger: false,
      disableAutoIdle: true,
    });
    appender.on('error', () => undefined);
    await appender.connect();
    return appender;
  };
  const uidValidity = async () => {
    const status = await (await connected()).status('INBOX', { uidValidity: true });
    if (!status || status.uidValidity === undefined) throw new Error('Dovecot did not report a UIDVALIDITY');
    return Number(status.uidValidity);
  };
  return {
    ...settings,
    maildir: path.join(s.dir, 'mail', s.user),
    mailOwner: s.mailOwner,
    async append(raw) {
      const appended = await (await connected()).append('INBOX', raw);
      if (!appended || appended.uid === undefined) throw new Error('Dovecot did not accept the message');
      return appended.uid;
    },
    uidValidity,
    async resetUidValidity() {
      const next = ((await uidValidity()) % 0xfffffffe) + 1;
      await run(DOVEADM, [
        '-c',
        s.conf,
        'mailbox',
        'update',
        '-u',
        s.user,
        '--uid-validity',
        String(next),
        'INBOX',
      ]);
      // Dovecot ends sessions that had the mailbox open; the next append opens a new one.
      appender?.close();
      appender = null;
      return next;
    },
    async stop() {
      try {
        if (appender?.usable) await appender.logout();
      } catch {
        // the server is going away anyway
      }
      appender?.close();
      await stopChild(s.child);
      fs.rmSync(s.dir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now (Dovecot binds it a moment later; startIn retries if that races). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the port accepts connections; rejects if Dovecot exits first or takes over 15 s. */
async function waitForPort(port: number, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = fs.existsSync(logFile)
        ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-3).join(' | ')
        : '';
      throw new Error(`Dovecot exited at start (${child.exitCode ?? child.signalCode}): ${log}`);
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
  throw new Error(`Dovecot did not listen on 127.0.0.1:${port} within 15 s`);
}

/** Ends a server this module (or test/mta.ts) started and waits for it; Dovecot's master stops its own children. */
export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
