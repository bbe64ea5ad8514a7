import { RELATIONSHIPS, TENANT_GENDERS } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  type ExtraConfigColumn,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
  bigserial,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Ascending with nulls last, and descending with nulls last: both directions keep the empty ones last. */
const nullableKeyIndexes = (name: string, key: ExtraConfigColumn, id: ExtraConfigColumn) => [
  index(`${name}_idx`).on(key, id),
  index(`${name}_desc_idx`).on(key.desc().nullsLast(), id.desc()),
];

const relationships = RELATIONSHIPS.map((r) => `'${r}'`).join(', ');
const genders = TENANT_GENDERS.map((g) => `'${g}'`).join(', ');

/**
 * Tenants (SPEC section 3). Phones are stored as digits; the SSN only as its last 4 digits and an
 * argon2 hash (verification only). `balance_amount` is written by the ledger's posting function
 * alone (modules/ledger/post.ts). The `order_*`/`current_*` columns are a copy of the tenant's order
 * that is not completed, kept by db/derived/tenant-current-order.sql, so that the list sorts
 * and filters on one table.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 15 }).notNull(),
    ssnLast4: char('ssn_last4', { length: 4 }),
    ssnHash: varchar('ssn_hash', { length: 255 }),
    dateOfBirth: date('date_of_birth').notNull(),
    /** Optional; Create Order warns when a bed's room is designated for the other one (issue 15). */
    gender: varchar('gender', { length: 6 }),
    description: text('description'),
    emergencyContactFirstName: varchar('emergency_contact_first_name', { length: 100 }),
    emergencyContactLastName: varchar('emergency_contact_last_name', { length: 100 }),
    emergencyContactEmail: varchar('emergency_contact_email', { length: 254 }),
    emergencyContactPhone: varchar('emergency_contact_phone', { length: 15 }),
    emergencyContactRelationship: varchar('emergency_contact_relationship_to_tenant', { length: 20 }),
    /** Written by modules/ledger/post.ts alone: db/derived/ledger-guards.sql refuses any other write. */
    balanceAmount: numeric('balance_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    expectedPaymentDate: date('expected_payment_date'),
    /** The tenant asked for no messages (issue 32): the outbox skips them, saying so. */
    messagesOptOut: boolean('messages_opt_out').notNull().default(false),
    /** Raised to revoke every balance link sent so far (a link carries the version it was signed with). */
    linkVersion: integer('link_version').notNull().default(0),
    /** The list's Status column: of the order that is not completed, else 'completed' if any, else null. */
    orderStatus: varchar('order_status', { length: 10 }),
    currentOrderId: integer('current_order_id'),
    currentRentAmount: numeric('current_rent_amount', { precision: 12, scale: 2 }),
    currentOrderCreatedAt: timestamp('current_order_created_at', { withTimezone: true }),
    currentRentDueDate: date('current_rent_due_date'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tenants_phone_check', sql`${t.phone} ~ '^[0-9]{10,15}$'`),
    check(
      'tenants_emergency_contact_phone_check',
      sql`${t.emergencyContactPhone} IS NULL OR ${t.emergencyContactPhone} ~ '^[0-9]{10,15}$'`,
    ),
    check('tenants_ssn_check', sql`(${t.ssnLast4} IS NULL) = (${t.ssnHash} IS NULL)`),
    check(
      'tenants_relationship_check',
      sql.raw(`emergency_contact_relationship_to_tenant IN (${relationships})`),
    ),
    check('tenants_gender_check', sql.raw(`gender IN (${genders})`)),
    check('tenants_order_status_check', sql`${t.orderStatus} IN ('active', 'overdue', 'completed')`),
    // The list's orderings: one key and the id, read forwards (ascending, nulls last) or backwards;
    // a key that can be null has a second index for descending with nulls last.
    index('tenants_last_name_idx').on(t.lastName, t.firstName, t.id),
    index('tenants_balance_amount_idx').on(t.balanceAmount, t.id),
    // The status chips with the default ordering (a rare status is read from here, then sorted).
    index('tenants_order_status_last_name_idx').on(t.orderStatus, t.lastName, t.firstName, t.id),
    // "Overdue, who owes most": one status by balance, the collections view.
    index('tenants_order_status_balance_amount_idx').on(t.orderStatus, t.balanceAmount, t.id),
    ...nullableKeyIndexes('tenants_expected_payment_date', t.expectedPaymentDate, t.id),
    ...nullableKeyIndexes('tenants_current_rent_amount', t.currentRentAmount, t.id),
    ...nullableKeyIndexes('tenants_current_order_created_at', t.currentOrderCreatedAt, t.id),
    ...nullableKeyIndexes('tenants_current_rent_due_date', t.currentRentDueDate, t.id),
  ],
);

/**
 * How many tenants are in each (inactive?, list status) bucket, kept by db/derived/tenant-counts.sql,
 * so the list counts without a filter other than Active/Inactive and
 * the status chips read at most 8 rows instead of counting 50,000. `order_status` '' = never had an
 * order. Only changes of a tenant's bucket write here (not balance postings).
 */
export const tenantCounts = pgTable(
  'tenant_counts',
  {
    isDeleted: boolean('is_deleted').notNull(),
    orderStatus: varchar('order_status', { length: 10 }).notNull(),
    n: integer('n').notNull().default(0),
  },
  // No CHECK (n >= 0): PostgreSQL checks an INSERT … ON CONFLICT row before it finds the conflict.
  (t) => [primaryKey({ columns: [t.isDeleted, t.orderStatus] })],
);

/**
 * What the tenant searches match: "first last email phone" and "first last", lower-cased, one row per tenant, kept by
 * db/derived/tenant-search.sql. It lives apart from `tenants` because its trigram index
 * took every tenant update with it: a balance posting rewrote ~50 index entries per tenant, half the
 * cost of the billing job's tenant updates; this row changes only with the name, e-mail or phone.
 */
export const tenantSearch = pgTable(
  'tenant_search',
  {
    tenantId: integer('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull(),
    /** "first last", lower-cased: the transactions list's tenant filter matches names only. */
    nameText: text('name_text').notNull(),
    /** "first last" without accents (`bunkhouse_name_key`): payers' names from e-mail match it. */
    nameKey: text('name_key').notNull().default(''),
  },
  // Trigram GIN (pg_trgm), so `LIKE '%garcia%'` reads an index instead of every tenant.
  (t) => [
    index('tenant_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('tenant_search_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
  ],
);

/**
 * Every check of a tenant's SSN (issue 16): counted per user and per tenant over the last hour to
 * refuse guessing (modules/tenants/ssn-check.service.ts), and kept as the record of who asked.
 */
export const ssnChecks = pgTable(
  'ssn_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    matched: boolean('matched').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ssn_checks_user_created_idx').on(t.userId, t.createdAt),
    index('ssn_checks_tenant_created_idx').on(t.tenantId, t.createdAt),
  ],
);
