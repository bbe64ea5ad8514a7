import net, { type AddressInfo } from 'node:net';
import {
  SETTINGS_MESSAGES,
  type BusinessSettings,
  type MailReading,
  type MailTestResult,
} from '@bunkhouse/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  fieldErrors,
  signedInClient,
  startTestApp,
  testConfig,
  type TestContext,
  useTestApp,
} from '../../../test/app';
import { engine } from '../../../test/database';
import { startDovecot, type TestImapServer } from '../../../test/dovecot';
import { TRUSTED_AUTHSERV_ID, venmoMail } from '../../../test/mail';
import { sql } from '../../db/sql';
import { scheduleMailPolling } from '../../jobs/mail-poller';
import { businessLoader, ensureSettings } from './settings.service';
import { SettingsStore } from './settings-store';

/** Settings > Business and Mail source through the API (issue 14). */
const SETTINGS_KEY = 'a settings key for the tests only';
const ctx = useTestApp({
  signedIn: { permissions: ['settings.change'] },
  config: {
    settingsKey: SETTINGS_KEY,
    mail: { ...testConfig().mail, trustedAuthservId: TRUSTED_AUTHSERV_ID },
  },
});

const settings = async () => (await ctx.client.get('/api/settings/')).json() as BusinessSettings;

let imap: TestImapServer;
beforeAll(async () => {
  imap = await startDovecot();
}, 60_000);
afterAll(() => imap?.stop());

const mailbox = () => ({ host: imap.host, port: imap.port, tls: false, user: imap.user, mailbox: 'INBOX' });

/** A TCP server on a free loopback port that treats each connection with `onConnection`. */
function listening(onConnection: (socket: net.Socket) => void) {
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  return new Promise<net.Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('business settings', () => {
  it('starts from the environment, and a change shows in the footer and the settings', async () => {
    expect(await settings()).toMatchObject({
      business_name: 'Bunkhouse',
      time_zone: 'America/New_York',
      rent_lead_days: 5,
      grace_days: 0,
      mail: null,
      mail_from: 'none',
      can_store_mail_password: true,
    });
    const res = await ctx.client.patch('/api/settings/', {
      business_name: 'Sunrise Housing',
      contact_email: 'office@sunrise.example',
      rent_lead_days: 7,
      grace_days: '3',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ business_name: 'Sunrise Housing', rent_lead_days: 7, grace_days: 3 });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/settings/public/' });
    expect(anonymous.json()).toEqual({
      business_name: 'Sunrise Housing',
      contact_email: 'office@sunrise.example',
      time_zone: 'America/New_York',
    });
    const [entry] = await ctx.database.db.query<{ changes: Record<string, unknown> }>(
      sql`SELECT changes FROM audit_log WHERE entity = 'settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry!.changes).toEqual({
      business_name: { from: 'Bunkhouse', to: 'Sunrise Housing' },
      contact_email: { from: null, to: 'office@sunrise.example' },
      rent_lead_days: { from: 5, to: 7 },
      grace_days: { from: 0, to: 3 },
    });
  });

  it('refuses a bad time zone, e-mail or day count with field errors and changes nothing', async () => {
    const before = await settings();
    expect(
      Object.keys(
        fieldErrors(
          await ctx.client.patch('/api/settings/', {
            time_zone: 'Mars/Olympus',
            contact_email: 'not an address',
            rent_lead_days: 40,
            business_name: '',
          }),
        ),
      ).sort(),
    ).toEqual(['business_name', 'contact_email', 'rent_lead_days', 'time_zone']);
    expect(await settings()).toEqual(before);
  });

  it('a new time zone counts the report days again in it', async () => {
    const res = await ctx.client.patch('/api/settings/', { time_zone: 'Pacific/Honolulu' });
    expect(res.json()).toMatchObject({ time_zone: 'Pacific/Honolulu' });
    const [row] = await ctx.database.db.query<{ time_zone: string }>(
      sql`SELECT time_zone FROM business_settings`,
    );
    expect(row!.time_zone).toBe('Pacific/Honolulu');
    await ctx.client.patch('/api/settings/', { time_zone: 'America/New_York' });
  });

  it('takes the environment at first start only; a row from before Settings gets its lead days once', async () => {
    await ctx.database.db.query(sql`UPDATE business_settings SET rent_lead_days = NULL`);
    await ensureSettings(ctx.database.db, { timeZone: 'Europe/Paris', rentLeadDays: 9 });
    await ensureSettings(ctx.database.db, { timeZone: 'Europe/Paris', rentLeadDays: 2 });
    await vi.waitFor(async () =>
      expect(await settings()).toMatchObject({ rent_lead_days: 9, time_zone: 'America/New_York' }),
    );
  });

  it('is for settings.change only; the footer is for anyone', async () => {
    const { client } = await signedInClient(ctx, { permissions: ['tenants.view'] });
    expect((await client.get('/api/settings/')).statusCode).toBe(403);
    expect((await client.patch('/api/settings/', { business_name: 'Mine' })).statusCode).toBe(403);
    expect((await client.get('/api/settings/public/')).statusCode).toBe(200);
  });
});

describe('the mail source', () => {
  it('tests a connection as typed: messages counted, a wrong password refused in words', async () => {
    const ok = await ctx.client.post('/api/settings/mail/test/', { ...mailbox(), password: imap.password });
    expect(ok.json()).toEqual({
      ok: true,
      detail: expect.stringMatching(/^Connected: \d+ messages? in INBOX\.$/),
    });
    const wrong = await ctx.client.post('/api/settings/mail/test/', {
      ...mailbox(),
      password: 'not the password',
    });
    expect(wrong.json()).toEqual({
      ok: false,
      detail: `The IMAP server at ${imap.host}:${imap.port} refused the user name or password.`,
    });
    const missing = await ctx.client.post('/api/settings/mail/test/', {
      ...mailbox(),
      mailbox: 'Nowhere',
      password: imap.password,
    });
    expect(missing.json()).toEqual({ ok: false, detail: 'The IMAP server has no mailbox named Nowhere.' });
  });

  it('answers a closed port and a port that is no IMAP server alike, with nothing from the far side', async () => {
    const portOf = (server: net.Server) => (server.address() as AddressInfo).port;
    const closed = await listening(() => undefined);
    const closedPort = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    const ssh = await listening((socket) => socket.end('SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n'));
    const silent = await listening(() => undefined); // accepts and says nothing
    try {
      const answers = await Promise.all(
        [closedPort, portOf(ssh), portOf(silent)].map(async (port) => {
          const res = await ctx.client.post('/api/settings/mail/test/', {
            host: '127.0.0.1',
            port,
            tls: false,
            user: 'someone',
            password: 'a password',
            mailbox: 'INBOX',
          });
          expect(res.statusCode, res.body).toBe(200);
          return (res.json() as MailTestResult).detail.replace(`:${port}.`, ':PORT.');
        }),
      );
      expect(answers).toEqual(Array(3).fill('Could not reach an IMAP server at 127.0.0.1:PORT.'));
    } finally {
      for (const server of [ssh, silent]) server.close();
    }
  }, 60_000);

  it('stores the password sealed, never answers it, and the poller reads the mailbox it names', async () => {
    const store = new SettingsStore(businessLoader(ctx.database.db, ctx.config));
    const stopFollowing = await store.follow(ctx.database);
    const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn() };
    const poller = scheduleMailPolling(ctx.database, store, ctx.config, log);
    try {
      await imap.append(venmoMail({ payer: 'Settings Payer', amount: '42.00' }));
      const res = await ctx.client.patch('/api/settings/', {
        mail: { ...mailbox(), password: imap.password },
      });
      expect(res.json()).toMatchObject({ mail: { ...mailbox(), has_password: true }, mail_from: 'settings' });
      expect(res.body).not.toContain(imap.password);
      const [row] = await ctx.database.db.query<{ mail_password: string }>(
        sql`SELECT mail_password FROM business_settings`,
      );
      expect(row!.mail_password).not.toContain(imap.password);
      await vi.waitFor(
        async () => {
          const found = await ctx.database.db.query(
            sql`SELECT 1 FROM payment_candidates WHERE extracted_name = 'Settings Payer'`,
          );
          expect(found).toHaveLength(1);
        },
        { timeout: 20_000, interval: 100 },
      );
      // Without a new password the sealed one stays; the test uses it.
      await ctx.client.patch('/api/settings/', { mail: { ...mailbox(), mailbox: 'INBOX' } });
      expect((await ctx.client.post('/api/settings/mail/test/', mailbox())).json()).toMatchObject({
        ok: true,
      });
    } finally {
      await poller.stop();
      await stopFollowing();
    }
    expect((await ctx.client.patch('/api/settings/', { mail: null })).json()).toMatchObject({
      mail: null,
      mail_from: 'none',
    });
  }, 60_000);

  it('refuses to store a password without a key', async () => {
    const keyless = await startTestApp(ctx.database, { ...ctx.config, settingsKey: null });
    try {
      const { client } = await signedInClient(keyless, { superuser: true });
      expect(
        fieldErrors(await client.patch('/api/settings/', { mail: { ...mailbox(), password: 'secret pw' } })),
      ).toEqual({ 'mail.password': [SETTINGS_MESSAGES.noKey] });
    } finally {
      await keyless.app.close();
    }
  });
});

describe('a pasted mail against the payment methods', () => {
  it("reads it with a method's patterns as typed, without storing anything", async () => {
    const methods = (await ctx.client.get('/api/transaction-sub-types/?type=payment')).json() as Array<{
      id: number;
      name: string;
    }>;
    const zelle = methods.find((m) => m.name === 'Zelle')!;
    const mail = venmoMail({ payer: 'Pasted Payer', amount: '18.50' }).toString('utf8');
    const read = async (body: object) =>
      ((await ctx.client.post('/api/settings/test-mail/', { mail, ...body })).json() as MailReading).payments;
    expect(await read({})).toEqual([
      expect.objectContaining({ method: 'Venmo', payer: 'Pasted Payer', amount: '18.50' }),
    ]);
    // Zelle is tried before Venmo: with these patterns as typed, it claims Venmo's mail.
    expect(await read({ method_id: zelle.id, detection_patterns: ['@venmo\\.com$'] })).toEqual([
      expect.objectContaining({ method: 'Zelle', payer: 'Pasted Payer' }),
    ]);
    expect(
      fieldErrors(
        await ctx.client.post('/api/settings/test-mail/', { mail, detection_patterns: ['(unclosed'] }),
      ),
    ).toHaveProperty('detection_patterns.0');
    const stored = await ctx.database.db.query(
      sql`SELECT 1 FROM payment_candidates WHERE extracted_name = 'Pasted Payer'`,
    );
    expect(stored).toHaveLength(0);
  });
});

describe.runIf(engine === 'postgres')('settings on a second instance (PostgreSQL)', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await startTestApp(first.database, first.config);
  });
  afterAll(async () => {
    await second.app.close();
    await first.app.close();
  });

  it('a change made on one instance is read by the other', async () => {
    const { client } = await signedInClient(first, { superuser: true });
    const read = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/settings/public/' })).json();
    expect(await read()).toMatchObject({ business_name: 'Bunkhouse' });
    await client.patch('/api/settings/', { business_name: 'Changed Elsewhere' });
    await vi.waitFor(async () => expect(await read()).toMatchObject({ business_name: 'Changed Elsewhere' }), {
      timeout: 5_000,
    });
  });
});
