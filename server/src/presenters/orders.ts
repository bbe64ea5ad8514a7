import {
  PERIOD_PAYMENT_DISPLAY,
  type AvailableTenant,
  type Order,
  type OrderDeposit,
} from '@bunkhouse/contract';
import { isoTime, jsonObject, money } from '../db/json';
import { sql } from '../db/sql';
import { BED_JSON, BED_ROOM_PROPERTY } from './places';
import { TENANT_REF_JSON } from './references';

const PERIOD_DISPLAY = sql.raw(
  `CASE o.period_payment ${Object.entries(PERIOD_PAYMENT_DISPLAY)
    .map(([period, display]) => `WHEN '${period}' THEN '${display}'`)
    .join(' ')} END`,
);

/** A tenant Create Order offers (`AvailableTenant`), from `tenants t`: the reference and the gender. */
export const AVAILABLE_TENANT_JSON = jsonObject<AvailableTenant>({
  id: sql`t.id`,
  first_name: sql`t.first_name`,
  last_name: sql`t.last_name`,
  gender: sql`t.gender`,
});

/**
 * A security deposit (`OrderDeposit`), from `deposits d`: it holds what payments covered of it until
 * the settlement releases it.
 */
export const DEPOSIT_JSON = jsonObject<OrderDeposit>({
  id: sql`d.id`,
  amount: money(sql`d.amount`),
  held: money(sql`CASE WHEN d.status = 'settled' THEN 0.00 ELSE d.amount - d.remaining_amount END`),
  remaining_amount: money(sql`d.remaining_amount`),
  status: sql`d.status`,
  settled_on: sql`d.settled_on`,
});

/**
 * SQL: the stay `ob` is one its order holds now (open), or, of a completed order, one of those it held
 * last (they end on its last day); a stay a move ended is neither.
 */
const CURRENT_STAY = sql`(ob.is_open OR (o.status = 'completed' AND ob.end_date IS NOT DISTINCT FROM
                           (SELECT max(x.end_date) FROM order_beds x WHERE x.order_id = o.id)))`;

/** An order (`Order`), from `orders o` and its tenant `t`; its beds by property, room and number. */
export const ORDER_JSON = jsonObject<Order>({
  id: sql`o.id`,
  tenant: TENANT_REF_JSON,
  status: sql`o.status`,
  period_payment: sql`o.period_payment`,
  period_payment_display: PERIOD_DISPLAY,
  rent_amount: money(sql`o.rent_amount`),
  start_date: sql`o.start_date`,
  due_day: sql`o.due_day`,
  rent_due_date: sql`o.rent_due_date`,
  created_at: isoTime(sql`o.created_at`),
  deleted_at: isoTime(sql`o.deleted_at`),
  beds: sql`coalesce((SELECT json_agg(${BED_JSON} ORDER BY p.address, r.number, b.number, b.id)
                      FROM order_beds ob JOIN beds b ON b.id = ob.bed_id ${BED_ROOM_PROPERTY}
                      WHERE ob.order_id = o.id AND ${CURRENT_STAY}), '[]')`,
  stays: sql`coalesce((SELECT json_agg(json_build_object('bed', ${BED_JSON}, 'start_date', ob.start_date,
                                                         'end_date', ob.end_date)
                                       ORDER BY ob.start_date, p.address, r.number, b.number, b.id)
                       FROM order_beds ob JOIN beds b ON b.id = ob.bed_id ${BED_ROOM_PROPERTY}
                       WHERE ob.order_id = o.id), '[]')`,
  planned_end_date: sql`order_planned_end(o.id)`,
  deposit: sql`(SELECT ${DEPOSIT_JSON} FROM deposits d WHERE d.order_id = o.id)`,
});
