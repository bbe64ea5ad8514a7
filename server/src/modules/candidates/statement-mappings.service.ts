import type { StatementMapping, StatementMappingBody } from '@bunkhouse/contract';
import type { Db, Executor } from '../../db/database';
import { isoTime, jsonObject, selectItem, selectItems } from '../../db/json';
import { sql } from '../../db/sql';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import { headerKey, type ColumnMapping } from '../bank/statement';

/**
 * CSV column mappings (issue 31): a statement whose columns no name says is mapped once by staff, for
 * its header; every statement with the same columns (each account's export) is read with it from
 * then on (bank/csv.ts). Mapping a header again replaces its mapping.
 */

const MAPPING_JSON = jsonObject<StatementMapping>({
  id: sql`m.id`,
  columns: sql`to_jsonb(m.columns)`,
  date: sql`m.date`,
  description: sql`m.description`,
  amount: sql`m.amount`,
  credit: sql`m.credit`,
  debit: sql`m.debit`,
  balance: sql`m.balance`,
  created_at: isoTime(sql`m.created_at`),
});

/** The mappings as the CSV reader takes them. */
export const selectColumnMappings = (db: Executor) =>
  db.query<ColumnMapping>(
    sql`SELECT columns, date, description, amount, credit, debit, balance FROM statement_mappings ORDER BY id`,
  );

export const listStatementMappings = (db: Db) =>
  selectItems(db, MAPPING_JSON, sql`FROM statement_mappings m ORDER BY m.id`);

const lower = (v: string | null | undefined) => (v ? v.trim().toLowerCase() : null);

export async function saveStatementMapping(db: Db, body: StatementMappingBody, actorId: number | null) {
  const columns = body.columns.map((c) => c.trim().toLowerCase());
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      sql`INSERT INTO statement_mappings (header_key, columns, date, description, amount, credit, debit, balance,
                                          created_by)
          VALUES (${headerKey(columns)}, ${columns}::text[], ${lower(body.date)}, ${lower(body.description)},
                  ${lower(body.amount)}, ${lower(body.credit)}, ${lower(body.debit)}, ${lower(body.balance)}, ${actorId})
          ON CONFLICT (header_key) DO UPDATE
            SET date = excluded.date, description = excluded.description, amount = excluded.amount,
                credit = excluded.credit, debit = excluded.debit, balance = excluded.balance,
                created_by = excluded.created_by, created_at = now()
          RETURNING id`,
    );
    await recordAudit(tx, {
      userId: actorId,
      action: 'update',
      entity: 'statement_mapping',
      entityId: row!.id,
      detail: { ...body },
    });
    return row!.id;
  });
  return (await selectItem(db, MAPPING_JSON, sql`FROM statement_mappings m WHERE m.id = ${id}`))!;
}

export async function deleteStatementMapping(db: Db, id: number, actorId: number | null) {
  await db.transaction(async (tx) => {
    const rows = await tx.query(sql`DELETE FROM statement_mappings WHERE id = ${id} RETURNING id`);
    if (!rows.length) throw notFound('Column mapping');
    await recordAudit(tx, { userId: actorId, action: 'delete', entity: 'statement_mapping', entityId: id });
  });
}
