import { z } from 'zod';
import { calendarDate, displayDate, optionalDateInput } from './dates';
import { idInput, queryNumber } from './fields';
import { amountInput, money } from './money';
import { availableTenant, tenantOption } from './orders';
import { GENDER_DESIGNATIONS, propertyOption } from './places';

/**
 * Who sleeps where (issue 34, decision 045): the board of beds, moves between beds, reservations (an
 * order that starts later) and planned move-outs. Each bed of an order is a stay with its days
 * `[start_date, end_date)`; a bed's open stays never share a day.
 */

/** A departure this many days ahead, or fewer, shows the bed as leaving. */
export const LEAVING_WITHIN_DAYS = 7;

/**
 * A bed's status on the board, each with its words (colour is never the only signal): free; occupied;
 * overdue (its order owes rent past due); leaving (its stay ends within `LEAVING_WITHIN_DAYS`, or
 * ended and the order is not completed yet); reserved (free today, an order starts on it later).
 */
export const BED_STATUSES = ['free', 'occupied', 'overdue', 'leaving', 'reserved'] as const;
export type BedStatus = (typeof BED_STATUSES)[number];
export const BED_STATUS_LABELS: Record<BedStatus, string> = {
  free: 'Free',
  occupied: 'Occupied',
  overdue: 'Overdue',
  leaving: 'Leaving',
  reserved: 'Reserved',
};

export const BOARD_MESSAGES = {
  sameBed: 'Choose another bed to move to.',
  notInOrder: "This bed is not one of the order's beds on that day.",
  moveBeforeStart: (start: string) => `The move cannot be before the order's start, ${displayDate(start)}.`,
  moveAhead: 'A move is recorded on the day it happens: today or earlier.',
  bedTakenOn: (bed: number, room: number, day: string) =>
    `Bed ${bed} in Room ${room} is not free from ${displayDate(day)}.`,
  endBeforeStart: (start: string) =>
    `The planned move-out must be after the stay's start, ${displayDate(start)}.`,
  endInPast: 'The planned move-out cannot be in the past.',
  rentNeeded: 'Enter the rent from the move.',
  bedJustTaken: 'That bed was just taken: choose another.',
  reservedLater: 'One of its beds is taken from an earlier day: choose an earlier move-out.',
  moved: 'Tenant moved',
  plannedEndSaved: 'Planned move-out saved',
} as const;

/** A stay: an order's days in one bed, with its tenant (and their gender: a move warns as Create Order does). */
export const boardStay = z.object({
  order_id: z.number().int(),
  tenant: availableTenant,
  start_date: calendarDate,
  /** The day the tenant leaves the bed (moves or moves out); null: open-ended. */
  end_date: calendarDate.nullable(),
});
export type BoardStay = z.infer<typeof boardStay>;

export const boardBed = z.object({
  id: z.number().int(),
  number: z.number().int(),
  price: money,
  status: z.enum(BED_STATUSES),
  /** Who is in the bed today (or whose stay ended while the order is still open); null when nobody. */
  occupant: boardStay.nullable(),
  /** The next stay that starts after today (a reservation); null when none. */
  next: boardStay.nullable(),
  /** The first day from which the bed has no stay at all; null when a stay is open-ended. */
  free_from: calendarDate.nullable(),
});
export type BoardBed = z.infer<typeof boardBed>;

export const boardRoom = z.object({
  id: z.number().int(),
  number: z.number().int(),
  gender_designation: z.enum(GENDER_DESIGNATIONS),
  beds: z.array(boardBed),
});
export type BoardRoom = z.infer<typeof boardRoom>;

export const boardProperty = propertyOption.extend({ rooms: z.array(boardRoom) });
export type BoardProperty = z.infer<typeof boardProperty>;

/** `GET /api/board/?property=`: every property (or the one), its rooms and beds, in one answer. */
export const board = z.object({
  /** The business's today, which the statuses are reckoned on. */
  today: calendarDate,
  properties: z.array(boardProperty),
});
export type Board = z.infer<typeof board>;

export const boardQuery = z.object({ property: queryNumber() });
export type BoardQuery = z.infer<typeof boardQuery>;

/** A bed as an arrival or departure names it. */
export const bedPlace = z.object({
  id: z.number().int(),
  number: z.number().int(),
  room_number: z.number().int(),
  property: propertyOption,
});
export type BedPlace = z.infer<typeof bedPlace>;

/** An order arriving (its start) or leaving (its planned move-out) on `day`, with its beds then. */
export const comingOrGoing = z.object({
  order_id: z.number().int(),
  tenant: tenantOption,
  day: calendarDate,
  beds: z.array(bedPlace),
});
export type ComingOrGoing = z.infer<typeof comingOrGoing>;

/**
 * `GET /api/board/arrivals-departures/?property=`: the orders that start, and the planned move-outs,
 * from today through the next `LEAVING_WITHIN_DAYS` days, by day (the dashboard lists them).
 */
export const arrivalsDepartures = z.object({
  arrivals: z.array(comingOrGoing),
  departures: z.array(comingOrGoing),
});
export type ArrivalsDepartures = z.infer<typeof arrivalsDepartures>;

/**
 * `POST /api/orders/{id}/move/`: the tenant leaves `from_bed_id` and takes `to_bed_id` from the day
 * `on` (default today; never ahead). The rent changes from that day to `rent_amount` (default: the
 * order's rent plus the difference of the two beds' monthly prices for its period, `rentForPeriod`),
 * prorated as DOMAIN "Due day and proration" says.
 */
export const moveBody = z.strictObject({
  from_bed_id: idInput,
  to_bed_id: idInput,
  on: optionalDateInput(),
  rent_amount: z.union([amountInput, z.null(), z.literal('')]).optional(),
});
export type MoveBody = z.infer<typeof moveBody>;
export type MoveForm = z.input<typeof moveBody>;

/** `PUT /api/orders/{id}/planned-end/`: the day the tenant leaves (null: no planned move-out). */
export const plannedEndBody = z.strictObject({
  planned_end_date: optionalDateInput(),
});
export type PlannedEndBody = z.infer<typeof plannedEndBody>;
