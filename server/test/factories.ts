import {
  todayIn,
  type GenderDesignation,
  type PeriodPayment,
  type SubTypeKind,
  type UsState,
} from '@bunkhouse/contract';
import type { Db } from '../src/db/database';
import { sql } from '../src/db/sql';
import { chargeFee } from '../src/modules/finance/fees.service';
import { postPayment } from '../src/modules/finance/payments.service';
import { createOrder } from '../src/modules/orders/orders.service';

/**
 * Records for tests, written straight to the database (the database keeps the counters, db/derived),
 * each with overrides: `buildBed(db, { price: '99.00' })` creates the room and property it needs.
 */

let sequence = 0;
const next = () => ++sequence;

export interface PropertyOverrides {
  address?: string;
  city?: string;
  state?: UsState;
  zipCode?: string;
  isActive?: boolean;
}

export async function buildProperty(db: Db, overrides: PropertyOverrides = {}) {
  const n = next();
  const [row] = await db.query<{
    id: number;
    address: string;
    city: string;
    state: UsState;
    zipCode: string;
  }>(
    sql`INSERT INTO properties (address, city, state, zip_code, is_active)
        VALUES (${overrides.address ?? `${100 + n} Test Street`}, ${overrides.city ?? 'Springfield'},
                ${overrides.state ?? 'IL'}, ${overrides.zipCode ?? '62701'}, ${overrides.isActive ?? true})
        RETURNING id, address, city, state, zip_code AS "zipCode"`,
  );
  return row!;
}

export interface RoomOverrides {
  propertyId?: number;
  number?: number;
  genderDesignation?: GenderDesignation;
}

export async function buildRoom(db: Db, overrides: RoomOverrides = {}) {
  const propertyId = overrides.propertyId ?? (await buildProperty(db)).id;
  const [row] = await db.query<{ id: number; propertyId: number; number: number }>(
    sql`INSERT INTO rooms (property_id, number, gender_designation)
        VALUES (${propertyId}, ${overrides.number ?? next()}, ${overrides.genderDesignation ?? 'mixed'})
        RETURNING id, property_id AS "propertyId", number`,
  );
  return row!;
}

export interface BedOverrides {
  roomId?: number;
  number?: number;
  price?: string;
}

export async function buildBed(db: Db, overrides: BedOverrides = {}) {
  const roomId = overrides.roomId ?? (await buildRoom(db)).id;
  const [row] = await db.query<{ id: number; roomId: number; number: number; price: string }>(
    sql`INSERT INTO beds (room_id, number, price)
        VALUES (${roomId}, ${overrides.number ?? next()}, ${overrides.price ?? '650.00'})
        RETURNING id, room_id AS "roomId", number, price`,
  );
  return row!;
}

/**
 * A small house whose text sorts the same under any collation (distinct first characters): four
 * properties (Philadelphia inactive, without rooms), six rooms of all designations, eight beds.
 */
export async function buildSmallHouse(db: Db) {
  const property = (address: string, city: string, state: UsState, zipCode: string, isActive = true) =>
    buildProperty(db, { address, city, state, zipCode, isActive });
  const chicago = await property('1418 N Mozart St', 'Chicago', 'IL', '60622');
  const austin = await property('2207 E Cesar Chavez St', 'Austin', 'TX', '78702');
  const portland = await property('318 NE Killingsworth St', 'Portland', 'OR', '97211');
  const philadelphia = await property('5523 Baltimore Ave', 'Philadelphia', 'PA', '19143', false);
  const room = (propertyId: number, number: number, genderDesignation: GenderDesignation) =>
    buildRoom(db, { propertyId, number, genderDesignation });
  const rooms = {
    chicago101: await room(chicago.id, 101, 'male'),
    chicago102: await room(chicago.id, 102, 'female'),
    chicago201: await room(chicago.id, 201, 'mixed'),
    austin101: await room(austin.id, 101, 'female'),
    austin305: await room(austin.id, 305, 'mixed'),
    portland12: await room(portland.id, 12, 'male'),
  };
  const beds: Array<[number, number, string]> = [
    [rooms.chicago101.id, 1, '450.00'],
    [rooms.chicago101.id, 2, '475.50'],
    [rooms.chicago102.id, 1, '600.00'],
    [rooms.austin101.id, 1, '700.00'],
    [rooms.austin101.id, 2, '720.00'],
    [rooms.austin101.id, 3, '450.00'],
    [rooms.austin305.id, 7, '900.00'],
    [rooms.portland12.id, 1, '505.00'],
  ];
  for (const [roomId, number, price] of beds) await buildBed(db, { roomId, number, price });
  return { properties: { chicago, austin, portland, philadelphia }, rooms };
}

export interface TenantOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  dateOfBirth?: string;
  expectedPaymentDate?: string | null;
  deletedAt?: Date | null;
}

/** A tenant with a zero balance, written straight to the database (no SSN: hashing is slow). */
export async function buildTenant(db: Db, overrides: TenantOverrides = {}) {
  const n = next();
  const [row] = await db.query<{ id: number; firstName: string; lastName: string; email: string }>(
    sql`INSERT INTO tenants (first_name, last_name, email, phone, date_of_birth, expected_payment_date, deleted_at)
        VALUES (${overrides.firstName ?? `Tenant${n}`}, ${overrides.lastName ?? `Test${n}`},
                ${overrides.email ?? `tenant${n}@example.com`},
                ${overrides.phone ?? `312555${String(n % 10_000).padStart(4, '0')}`},
                ${overrides.dateOfBirth ?? '1990-05-17'}, ${overrides.expectedPaymentDate ?? null},
                ${overrides.deletedAt ?? null})
        RETURNING id, first_name AS "firstName", last_name AS "lastName", email`,
  );
  return row!;
}

export interface OrderOverrides {
  tenantId?: number;
  bedIds?: number[];
  periodPayment?: PeriodPayment;
  rentAmount?: string;
  startDate?: string;
  /** A fixed due day (monthly 1–28, weekly ISO weekday); default none. */
  dueDay?: number | null;
  /** The business day the order is created on (default: the start date, else the real today). */
  today?: string;
  leadDays?: number;
  /** When it is made, an instant (default now): history recorded after the fact. */
  at?: string;
  /** Its security deposit (default none). */
  depositAmount?: string | null;
  /** Its planned move-out (default none). */
  plannedEndDate?: string | null;
}

/**
 * An order made by the real use case (so its first rent is charged through the ledger), with a new
 * tenant and a new bed unless given.
 */
export async function buildOrder(db: Db, overrides: OrderOverrides = {}) {
  const tenantId = overrides.tenantId ?? (await buildTenant(db)).id;
  const bedIds = overrides.bedIds ?? [(await buildBed(db)).id];
  const today = overrides.today ?? overrides.startDate ?? todayIn('America/New_York');
  return createOrder(
    db,
    {
      tenant_id: tenantId,
      bed_ids: bedIds,
      period_payment: overrides.periodPayment ?? 'monthly',
      rent_amount: overrides.rentAmount ?? '650.00',
      start_date: overrides.startDate ?? today,
      due_day: overrides.dueDay ?? null,
      deposit_amount: overrides.depositAmount ?? null,
      planned_end_date: overrides.plannedEndDate ?? null,
    },
    null,
    { today, leadDays: overrides.leadDays ?? 5, at: overrides.at },
  );
}

/** The id of a seeded sub-type (every database has them: `ensureSeededSubTypes`). */
export async function subTypeIdOf(db: Db, type: SubTypeKind, name: string) {
  const [row] = await db.query<{ id: number }>(
    sql`SELECT id FROM transaction_sub_types WHERE type = ${type} AND lower(name) = lower(${name})`,
  );
  if (!row) throw new Error(`No ${type} sub-type ${name}`);
  return row.id;
}

export interface MoneyOverrides {
  tenantId?: number;
  amount?: string;
  /** A payment method's or fee type's name (default Cash, Late fee). */
  subType?: string;
  description?: string | null;
  /** The business day (default: the real today). */
  today?: string;
}

/** A payment made by the real use case (applied, covering the oldest charges), for a new tenant unless given. */
export async function buildPayment(db: Db, overrides: MoneyOverrides = {}) {
  return postPayment(
    db,
    {
      tenant_id: overrides.tenantId ?? (await buildTenant(db)).id,
      amount: overrides.amount ?? '100.00',
      method_id: await subTypeIdOf(db, 'payment', overrides.subType ?? 'Cash'),
      description: overrides.description ?? null,
    },
    null,
    { today: overrides.today ?? todayIn('America/New_York') },
  );
}

/** A fee charged by the real use case (covered from credit), for a new tenant unless given. */
export async function buildFee(db: Db, overrides: MoneyOverrides = {}) {
  return chargeFee(
    db,
    {
      tenant_id: overrides.tenantId ?? (await buildTenant(db)).id,
      amount: overrides.amount ?? '50.00',
      type_id: await subTypeIdOf(db, 'fee', overrides.subType ?? 'Late fee'),
      description: overrides.description ?? null,
    },
    null,
    { today: overrides.today ?? todayIn('America/New_York') },
  );
}
