import type { Transaction, TransactionType } from '@bunkhouse/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryPage, whereSql } from '../../db/list-sql';
import { isoTime } from '../orders/orders.queries';

interface TransactionRow {
  id: number;
  type: TransactionType;
  amount: string;
  current_balance: string | null;
  description: string;
  created_at: string;
  related_id: number | null;
  reverses_id: number | null;
  tenant_id: number | null;
  first_name: string | null;
  last_name: string | null;
  property_id: number | null;
  property_address: string | null;
}

const toTransaction = (row: TransactionRow): Transaction => ({
  id: row.id,
  type: row.type,
  // Sub-types arrive with the finance issue.
  sub_type: null,
  amount: row.amount,
  current_balance: row.current_balance,
  description: row.description,
  created_at: row.created_at,
  tenant:
    row.tenant_id === null
      ? null
      : { id: row.tenant_id, first_name: row.first_name!, last_name: row.last_name! },
  property: row.property_id === null ? null : { id: row.property_id, address: row.property_address! },
  related_id: row.related_id,
  reverses_id: row.reverses_id,
});

/** A page of a tenant's ledger rows, newest first (the index on (tenant_id, id DESC NULLS LAST) walks it). */
export async function selectTenantTransactionsPage(
  db: Executor,
  tenantId: number,
  types: TransactionType[] | undefined,
  window: { limit: number; offset: number },
) {
  const conditions = [sql`tr.tenant_id = ${tenantId}`];
  if (types?.length) {
    conditions.push(
      sql`tr.type IN (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  }
  const where = whereSql(conditions);
  const { total, rows } = await queryPage<TransactionRow>(
    db,
    (totalColumn) =>
      sql`SELECT tr.id, tr.type, tr.amount, tr.current_balance, tr.description,
                 ${isoTime(sql`tr.created_at`)} AS created_at, tr.related_id, tr.reverses_id,
                 tr.tenant_id, t.first_name, t.last_name, tr.property_id, p.address AS property_address,
                 ${totalColumn}
          FROM transactions tr LEFT JOIN tenants t ON t.id = tr.tenant_id
          LEFT JOIN properties p ON p.id = tr.property_id
          ${where} ORDER BY tr.id DESC NULLS LAST LIMIT ${window.limit} OFFSET ${window.offset}`,
    sql`SELECT count(*) FROM transactions tr ${where}`,
    window.offset,
  );
  return { count: total, results: rows.map(toTransaction) };
}
