import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isTimeZone, MIN_PASSWORD_LENGTH } from '@bunkhouse/contract';
import { z } from 'zod';

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean | undefined;
  /** The business time zone at first start; afterwards Settings > Business holds it (modules/settings). */
  businessTimezone: string;
  /** Rent lead days at first start (DOMAIN: 5); afterwards Settings > Business holds them. */
  rentLeadDays: number;
  /** The key that seals secrets stored in the database (the mailbox password); null: none can be stored. */
  settingsKey: string | null;
  /** Connections the billing job bills on at once (see runBilling). */
  billingConnections: number;
  /** The PostgreSQL pool's size (decision 016); always more than `billingConnections`. */
  databasePoolSize: number;
  isProduction: boolean;
  /**
   * Fastify's `trustProxy`: whom to believe about the client's address in X-Forwarded-For (false: no one,
   * the socket's address counts; true: any proxy; else the proxies' addresses or CIDR ranges).
   */
  trustProxy: boolean | string[];
  logLevel: string;
  webDistDir: string | undefined;
  /** `cacheSeconds`: how long a process may reuse a session lookup (0: never); see SessionCache. */
  session: { idleMinutes: number; absoluteHours: number; cacheSeconds: number };
  login: { maxFailuresPerUsername: number; maxFailuresPerIp: number; windowMinutes: number };
  mail: MailConfig;
  mailOut: MailOutConfig;
}

/** An SMTP server that sends the messages to tenants (issue 32). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** 'tls': TLS from the first byte (smtps, 465); 'starttls': plain, upgraded (required); 'none': upgraded only when offered. */
  tls: 'starttls' | 'tls' | 'none';
  user: string | null;
  password: string | null;
}

export interface MailOutConfig {
  /** SMTP_URL; null: only Settings > Mail out can give one. */
  smtp: SmtpSettings | null;
  /** SMTP_FROM ('Name <address>' or an address): the sender when Settings gives none. */
  from: string | null;
  /** Seconds between the sender's looks at the outbox (it also looks at once when a message is queued). */
  sendSeconds: number;
}

/** The IMAP mailbox the server polls for payment notifications (issue 12). */
export interface ImapSettings {
  host: string;
  port: number;
  /** TLS from the first byte (imaps, port 993); otherwise plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
}

export interface MailConfig {
  /** Null: no mailbox is polled (uploads and `npm run mail` still work). */
  imap: ImapSettings | null;
  /** Seconds between polls when IDLE is not available or to catch what IDLE missed. */
  pollSeconds: number;
  /** The authserv-id of our own receiving server; every other Authentication-Results header is ignored. */
  trustedAuthservId: string | null;
  /** Staff addresses or domains whose verified forwards of a provider's mail count as verified. */
  trustedForwarders: string[];
}

const boolean = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'expected true or false' })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'expected a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[\w.@+-]{1,150}$/, 'expected letters, digits and @.+-_ only')
    .default('admin'),
  ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `expected at least ${MIN_PASSWORD_LENGTH} characters`)
    .optional(),
  SETTINGS_KEY: z.string().min(16, 'expected at least 16 random characters').optional(),
  SEED_DEMO: boolean.optional(),
  BUSINESS_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'expected an IANA time zone such as America/New_York')
    .default('America/New_York'),
  RENT_LEAD_DAYS: z.coerce
    .number({ error: 'expected a whole number of days' })
    .int('expected a whole number of days')
    .min(0)
    .max(28)
    .default(5),
  BILLING_CONNECTIONS: z.coerce
    .number({ error: 'expected a whole number of connections' })
    .int('expected a whole number of connections')
    .min(1)
    .max(8)
    .default(2),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'expected a whole number of connections' })
    .int('expected a whole number of connections')
    .min(2)
    .max(100)
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => {
      const flag = v.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(flag)) return true;
      if (['0', 'false', 'no', 'off'].includes(flag)) return false;
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.length && list.every(isAddressOrRange)) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'expected true, false or a comma list of addresses or CIDR ranges',
      });
      return z.NEVER;
    })
    .default(false),
  SESSION_CACHE_SECONDS: z.coerce
    .number({ error: 'expected a whole number of seconds' })
    .int('expected a whole number of seconds')
    .min(0)
    .max(300)
    .default(30),
  MAIL_IMAP_URL: z
    .string()
    .regex(/^imaps?:\/\/[^@/]+@[^/]+/, 'expected imap[s]://user:password@host[:port][/mailbox]')
    .optional(),
  MAIL_IMAP_HOST: z.string().optional(),
  MAIL_IMAP_PORT: z.coerce.number({ error: 'expected a port number' }).int().min(1).max(65535).optional(),
  MAIL_IMAP_TLS: boolean.optional(),
  MAIL_IMAP_USER: z.string().optional(),
  MAIL_IMAP_PASSWORD: z.string().optional(),
  MAIL_IMAP_MAILBOX: z.string().default('INBOX'),
  MAIL_POLL_SECONDS: z.coerce
    .number({ error: 'expected a whole number of seconds' })
    .int('expected a whole number of seconds')
    .min(5)
    .max(3600)
    .default(60),
  MAIL_TRUSTED_AUTHSERV_ID: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/([^@/]+@)?[^/@]+\/?$/, 'expected smtp[s]://[user:password@]host[:port]')
    .optional(),
  SMTP_FROM: z.string().optional(),
  MESSAGES_SEND_SECONDS: z.coerce
    .number({ error: 'expected a whole number of seconds' })
    .int('expected a whole number of seconds')
    .min(1)
    .max(3600)
    .default(30),
  MAIL_TRUSTED_FORWARDERS: z.string().optional(),
});

export class ConfigError extends Error {}

/** `10.0.0.5`, `::1`, `10.0.0.0/8`, `fd00::/8`. */
function isAddressOrRange(value: string) {
  const [address = '', bits, ...rest] = value.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Twice the cores, at least 4, and two more than billing takes (decision 016): more connections than
 * the cores can serve let queries preempt each other, which showed in the tail of every list.
 */
export const defaultPoolSize = (billingConnections: number) =>
  Math.max(4, 2 * os.availableParallelism(), billingConnections + 2);

/** Parses the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(
      `Invalid environment variable ${name}=${JSON.stringify(env[name])}: ${issue.message}`,
    );
  }
  const e = result.data;
  if (e.DATABASE_POOL_SIZE !== undefined && e.DATABASE_POOL_SIZE <= e.BILLING_CONNECTIONS) {
    throw new ConfigError(
      `Invalid environment variable DATABASE_POOL_SIZE=${JSON.stringify(env.DATABASE_POOL_SIZE)}: ` +
        `expected more connections than BILLING_CONNECTIONS (${e.BILLING_CONNECTIONS}), so that requests keep one while billing runs`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    businessTimezone: e.BUSINESS_TIMEZONE,
    rentLeadDays: e.RENT_LEAD_DAYS,
    settingsKey: e.SETTINGS_KEY ?? null,
    billingConnections: e.BILLING_CONNECTIONS,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(e.BILLING_CONNECTIONS),
    isProduction: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    session: { idleMinutes: 12 * 60, absoluteHours: 7 * 24, cacheSeconds: e.SESSION_CACHE_SECONDS },
    login: { maxFailuresPerUsername: 5, maxFailuresPerIp: 20, windowMinutes: 15 },
    mail: {
      imap: imapSettings(e),
      pollSeconds: e.MAIL_POLL_SECONDS,
      trustedAuthservId: e.MAIL_TRUSTED_AUTHSERV_ID?.trim().toLowerCase() || null,
      trustedForwarders: (e.MAIL_TRUSTED_FORWARDERS ?? '')
        .split(/[\s,]+/)
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
    },
    mailOut: {
      smtp: smtpSettings(e.SMTP_URL),
      from: e.SMTP_FROM ?? null,
      sendSeconds: e.MESSAGES_SEND_SECONDS,
    },
  };
}

/** `SMTP_URL`: smtps:// is TLS from the first byte (port 465), smtp:// plain, upgraded by STARTTLS when offered (587). */
function smtpSettings(raw: string | undefined): SmtpSettings | null {
  if (!raw) return null;
  const url = new URL(raw);
  const tls = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : tls ? 465 : 587,
    tls: tls ? 'tls' : 'none',
    user: url.username ? decodeURIComponent(url.username) : null,
    password: url.password ? decodeURIComponent(url.password) : null,
  };
}

/** `MAIL_IMAP_URL`, else `MAIL_IMAP_HOST` with the separate variables; neither: no mailbox. */
function imapSettings(e: z.infer<typeof envSchema>): ImapSettings | null {
  if (e.MAIL_IMAP_URL) {
    const url = new URL(e.MAIL_IMAP_URL);
    const secure = url.protocol === 'imaps:';
    return {
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 993 : 143,
      secure,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      mailbox: decodeURIComponent(url.pathname.replace(/^\//, '')) || e.MAIL_IMAP_MAILBOX,
    };
  }
  if (!e.MAIL_IMAP_HOST) return null;
  if (!e.MAIL_IMAP_USER || e.MAIL_IMAP_PASSWORD === undefined) {
    throw new ConfigError(
      'Invalid environment variable MAIL_IMAP_HOST: MAIL_IMAP_USER and MAIL_IMAP_PASSWORD are needed with it',
    );
  }
  const secure = e.MAIL_IMAP_TLS ?? e.MAIL_IMAP_PORT !== 143;
  return {
    host: e.MAIL_IMAP_HOST,
    port: e.MAIL_IMAP_PORT ?? (secure ? 993 : 143),
    secure,
    user: e.MAIL_IMAP_USER,
    password: e.MAIL_IMAP_PASSWORD,
    mailbox: e.MAIL_IMAP_MAILBOX,
  };
}
