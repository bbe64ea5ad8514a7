import { addDays, displayDate, displayMoney } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { sql, type Sql } from '../../db/sql';
import { outboxSettings, queueMessages } from './outbox';

/**
 * The billing run's messages (issue 32): a reminder for each unpaid rent due within the reminder days,
 * and overdue notices for each rent unpaid past its due date + grace days: the first the day after,
 * then every `overdue_every_days`, at most `overdue_times` (cause 'overdue:rent:{id}:{n}'). Set-based
 * and by chunks, each its own transaction; a cause already in the outbox is not read again.
 */

const CHUNK = 2_000;

interface DueRent {
  id: number;
  tenant_id: number;
  rent_due_date: string;
  remaining_amount: string;
  cause: string;
  days_late: number;
}

export async function queueRentMessages(db: Db, today: string, graceDays: number) {
  let queued = 0;
  const reminders = await outboxSettings(db, 'reminder');
  if (reminders) {
    const until = addDays(today, reminders.reminder_days);
    queued += await queueInChunks('reminder', (afterId) =>
      dueRents(
        sql`rc.rent_due_date BETWEEN ${today}::date AND ${until}::date`,
        sql`'reminder:rent:' || rc.id`,
        afterId,
      ),
    );
  }
  const overdue = await outboxSettings(db, 'overdue');
  if (overdue) {
    // The notice due today: 1 the day after the grace days, then one more every `every` days.
    const firstDay = sql`(rc.rent_due_date + ${graceDays + 1}::int)`;
    const n = sql`least(${overdue.overdue_times}::int, (${today}::date - ${firstDay}) / ${overdue.overdue_every_days}::int + 1)`;
    queued += await queueInChunks('overdue', (afterId) =>
      dueRents(sql`${firstDay} <= ${today}::date`, sql`'overdue:rent:' || rc.id || ':' || ${n}`, afterId),
    );
  }
  return queued;

  async function queueInChunks(kind: 'reminder' | 'overdue', read: (afterId: number) => Promise<DueRent[]>) {
    let count = 0;
    for (let afterId = 0; ;) {
      const rents = await read(afterId);
      if (!rents.length) return count;
      count += (
        await db.transaction((tx) =>
          queueMessages(
            tx,
            kind,
            rents.map((r) => ({
              tenantId: r.tenant_id,
              cause: r.cause,
              fields: {
                amount_due: displayMoney(r.remaining_amount),
                due_date: displayDate(r.rent_due_date),
                days_late: String(r.days_late),
              },
            })),
          ),
        )
      ).length;
      afterId = rents.at(-1)!.id;
      if (rents.length < CHUNK) return count;
    }
  }

  function dueRents(when: Sql, cause: Sql, afterId: number) {
    return db.query<DueRent>(
      sql`SELECT rc.id, rc.tenant_id, rc.rent_due_date, rc.remaining_amount, m.cause,
                 greatest(${today}::date - rc.rent_due_date, 0) AS days_late
          FROM rent_confirmations rc
          JOIN tenants t ON t.id = rc.tenant_id AND t.deleted_at IS NULL
          CROSS JOIN LATERAL (SELECT ${cause} AS cause) m
          WHERE rc.status = 'unpaid' AND rc.id > ${afterId} AND ${when}
            AND NOT EXISTS (SELECT 1 FROM messages x WHERE x.cause = m.cause)
          ORDER BY rc.id
          LIMIT ${CHUNK}`,
    );
  }
}
