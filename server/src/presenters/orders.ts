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
                      WHERE ob.order_id = o.id), '[]')`,
  deposit: sql`(SELECT ${DEPOSIT_JSON} FROM deposits d WHERE d.order_id = o.id)`,
});
