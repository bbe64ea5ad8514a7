import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    fullName: varchar('full_name', { length: 150 }).notNull().default(''),
    email: varchar('email', { length: 254 }),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)],
);

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 150 }).notNull().unique(),
});

export const groupPermissions = pgTable(
  'group_permissions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    codename: varchar('codename', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.codename] })],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

/** Server-side sessions: the cookie holds a random token, the table holds only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: char('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Failed sign-ins, keyed `u:<username>` and `ip:<address>`, counted over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_created_at_idx').on(t.key, t.createdAt)],
);

/** Who changed what, and when. Written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 100 }).notNull(),
    entity: varchar('entity', { length: 100 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }),
    detail: jsonb('detail'),
    /** The changed fields, `{field: {from, to}}`; personal data reads "(changed)" (modules/audit/audit.ts). */
    changes: jsonb('changes'),
    /** The X-Request-Id of the API request that made the change; null for jobs and commands. */
    requestId: varchar('request_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/**
 * The Idempotency-Key of each money POST that succeeded (http/idempotency.ts), per user: the same key
 * and request again is answered with the record it made (`result_id`); another request under the key
 * is refused. Written in the transaction of the write itself, so a key exists exactly when its write does.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    /** sha256 of the method, the path and the body as canonical JSON. */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    resultId: integer('result_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
