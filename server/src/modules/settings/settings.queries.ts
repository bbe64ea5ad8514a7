import type { DepositMode, LateFeeMode } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';

/** The one row of `business_settings`, as stored (the mailbox password still sealed). */
export interface SettingsRow {
  time_zone: string;
  business_name: string;
  contact_email: string | null;
  rent_lead_days: number | null;
  grace_days: number;
  books_closed_through: string | null;
  late_fee_mode: LateFeeMode;
  late_fee_amount: string;
  late_fee_percent: string;
  late_fee_max: string | null;
  late_fee_type_id: number | null;
  deposit_mode: DepositMode;
  deposit_amount: string;
  mail_host: string | null;
  mail_port: number | null;
  mail_tls: boolean | null;
  mail_user: string | null;
  mail_password: string | null;
  mail_mailbox: string | null;
}

export async function selectSettings(db: Executor, { lock = false } = {}) {
  const [row] = await db.query<SettingsRow>(
    sql`SELECT time_zone, business_name, contact_email, rent_lead_days, grace_days, books_closed_through,
               late_fee_mode, late_fee_amount, late_fee_percent, late_fee_max, late_fee_type_id,
               deposit_mode, deposit_amount, mail_host, mail_port, mail_tls, mail_user, mail_password, mail_mailbox
        FROM business_settings ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ?? null;
}

/**
 * The first start's row, from the environment; an existing row keeps its values, except rent lead
 * days that a row from before Settings held them lacks.
 */
export async function insertFirstSettings(db: Executor, first: { timeZone: string; rentLeadDays: number }) {
  await db.query(
    sql`INSERT INTO business_settings (time_zone, rent_lead_days)
        VALUES (${first.timeZone}, ${first.rentLeadDays})
        ON CONFLICT (id) DO UPDATE SET rent_lead_days = excluded.rent_lead_days
          WHERE business_settings.rent_lead_days IS NULL`,
  );
}

export async function updateSettings(db: Executor, row: SettingsRow) {
  await db.query(
    sql`UPDATE business_settings SET time_zone = ${row.time_zone}, business_name = ${row.business_name},
          contact_email = ${row.contact_email}, rent_lead_days = ${row.rent_lead_days},
          grace_days = ${row.grace_days}, books_closed_through = ${row.books_closed_through},
          late_fee_mode = ${row.late_fee_mode}, late_fee_amount = ${row.late_fee_amount},
          late_fee_percent = ${row.late_fee_percent}, late_fee_max = ${row.late_fee_max},
          late_fee_type_id = ${row.late_fee_type_id},
          deposit_mode = ${row.deposit_mode}, deposit_amount = ${row.deposit_amount},
          mail_host = ${row.mail_host}, mail_port = ${row.mail_port},
          mail_tls = ${row.mail_tls}, mail_user = ${row.mail_user}, mail_password = ${row.mail_password},
          mail_mailbox = ${row.mail_mailbox}`,
  );
}

/** The rollups count days in the time zone: a change counts them again from the ledger. */
export async function rebuildDailyTotals(db: Executor) {
  await db.query(sql`SELECT daily_totals_rebuilt()`);
}

/** Late fees are charged as the seeded "Late fee" fee type until Settings names another. */
export async function ensureLateFeeType(db: Executor) {
  await db.query(
    sql`UPDATE business_settings
        SET late_fee_type_id = (SELECT s.id FROM transaction_sub_types s
                                WHERE s.type = 'fee' AND s.name = 'Late fee' ORDER BY s.id LIMIT 1)
        WHERE late_fee_type_id IS NULL`,
  );
}
