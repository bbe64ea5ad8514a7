import type { SmtpTlsMode } from '@bunkhouse/contract';
import type { Executor } from '../../db/database';
import { sql } from '../../db/sql';

/** The one row of `message_settings`, as stored (the SMTP password still sealed; the link secret). */
export interface MessageSettingsRow {
  messages_on: boolean;
  smtp_host: string | null;
  smtp_port: number | null;
  smtp_tls: SmtpTlsMode | null;
  smtp_user: string | null;
  smtp_password: string | null;
  from_name: string | null;
  from_address: string | null;
  reply_to: string | null;
  receipts_on: boolean;
  reminders_on: boolean;
  reminder_days: number;
  overdue_on: boolean;
  overdue_every_days: number;
  overdue_times: number;
  late_fee_notices_on: boolean;
  settlements_on: boolean;
  payment_instructions: string;
  link_days: number;
  public_url: string | null;
  link_secret: string;
}

const COLUMNS = sql`messages_on, smtp_host, smtp_port, smtp_tls, smtp_user, smtp_password, from_name, from_address,
  reply_to, receipts_on, reminders_on, reminder_days, overdue_on, overdue_every_days, overdue_times,
  late_fee_notices_on, settlements_on, payment_instructions, link_days, public_url, link_secret`;

/** Created at every start when missing (setup/prepare.ts), with a new link secret. */
export async function ensureMessageSettings(db: Executor) {
  await db.query(sql`INSERT INTO message_settings DEFAULT VALUES ON CONFLICT (id) DO NOTHING`);
}

export async function selectMessageSettings(db: Executor, { lock = false } = {}) {
  const [row] = await db.query<MessageSettingsRow>(
    sql`SELECT ${COLUMNS} FROM message_settings ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row!;
}

export async function updateMessageSettings(db: Executor, r: MessageSettingsRow) {
  await db.query(
    sql`UPDATE message_settings
        SET messages_on = ${r.messages_on}, smtp_host = ${r.smtp_host}, smtp_port = ${r.smtp_port},
            smtp_tls = ${r.smtp_tls}, smtp_user = ${r.smtp_user}, smtp_password = ${r.smtp_password},
            from_name = ${r.from_name}, from_address = ${r.from_address}, reply_to = ${r.reply_to},
            receipts_on = ${r.receipts_on}, reminders_on = ${r.reminders_on}, reminder_days = ${r.reminder_days},
            overdue_on = ${r.overdue_on}, overdue_every_days = ${r.overdue_every_days},
            overdue_times = ${r.overdue_times}, late_fee_notices_on = ${r.late_fee_notices_on},
            settlements_on = ${r.settlements_on}, payment_instructions = ${r.payment_instructions},
            link_days = ${r.link_days}, public_url = ${r.public_url}`,
  );
}
