import { z } from 'zod';
import { calendarDate, dateInput, queryDate } from './dates';
import { money } from './money';

/**
 * A tenant's statement and their balance link (issue 32): the statement of any days as PDF, sent by
 * e-mail or downloaded; the link opens a read-only page of one tenant's balance without signing in.
 */

/** `GET /api/tenants/{id}/statement/?start=&end=` (PDF) and `POST …/statement/send/` (queued by e-mail). */
export const statementQuery = z.object({ start: queryDate, end: queryDate });
export type StatementQuery = z.infer<typeof statementQuery>;
export const statementSendBody = z.strictObject({ start: dateInput(), end: dateInput() });
export type StatementSendBody = z.input<typeof statementSendBody>;

/** `POST /api/tenants/{id}/balance-link/`: a fresh link for staff to pass on. */
export const balanceLink = z.object({ url: z.string(), expires_on: calendarDate });
export type BalanceLink = z.infer<typeof balanceLink>;

export const balanceRow = z.object({
  date: calendarDate,
  description: z.string(),
  /** Charges negative, money in positive, as every ledger list. */
  amount: money,
  balance: money,
});
export type BalanceRow = z.infer<typeof balanceRow>;

/**
 * `GET /api/balance/{token}/` (public: the token is the access): one tenant's balance, read-only. Each
 * open is logged. Balances: credit positive, owed negative.
 */
export const balancePage = z.object({
  business_name: z.string(),
  contact_email: z.string().nullable(),
  first_name: z.string(),
  balance: money,
  next_due: z.object({ date: calendarDate, amount: money }).nullable(),
  /** The last 90 days, newest first. */
  rows: z.array(balanceRow),
  payment_instructions: z.string(),
  expires_on: calendarDate,
  time_zone: z.string(),
});
export type BalancePage = z.infer<typeof balancePage>;
