import { format, isValid, parseISO } from 'date-fns';
import { displayMoney, displayPhone } from '@bunkhouse/contract';
import type { TenantOption } from '@bunkhouse/contract';

/**
 * A money value as the server sends it ("1200.00") shown in US dollars: '$1,200.00', '-$5.00'.
 * Works on the decimal string through integer cents, never through float arithmetic. Anything that is
 * not a money amount is shown as it came.
 */
export function formatMoney(value: string): string {
  try {
    return displayMoney(value);
  } catch {
    return value;
  }
}

/** SPEC.md §9: dates as 'dd MMM yyyy', timestamps as 'dd MMM yyyy, HH:mm' (in the browser's zone). */
const DATE_FORMAT = 'dd MMM yyyy';
const DATE_TIME_FORMAT = 'dd MMM yyyy, HH:mm';

/** '2026-03-08' → '08 Mar 2026'. A calendar date is a day, not an instant: no time zone moves it. */
export function formatDate(date: string): string {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, DATE_FORMAT) : date;
}

/** '2026-03-08T14:05:00.000Z' → '08 Mar 2026, 15:05' in Berlin. */
export function formatDateTime(timestamp: string): string {
  const parsed = parseISO(timestamp);
  return isValid(parsed) ? format(parsed, DATE_TIME_FORMAT) : timestamp;
}

/** Today's calendar date in the browser, 'YYYY-MM-DD'. */
export const todayDate = (now: Date = new Date()): string => format(now, 'yyyy-MM-dd');

/** '2026-03-08' → '03/08/2026', the order of the date masks (MM/DD/YYYY). */
export function toUsDate(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? [month, day, year].join('/') : date;
}

/** A phone stored as digits in the mask of SPEC.md §5: '3125550142' → '(312) 555-0142' (contract's displayPhone). */
export const formatPhone = displayPhone;

/** The only part of an SSN ever shown: '1234' → '•••-••-1234'. */
export const maskSsn = (last4: string): string => `•••-••-${last4}`;

/** A tenant as people read them, in every area that names one: 'Dana Smith'. */
export const tenantName = (tenant: Pick<TenantOption, 'first_name' | 'last_name'>) =>
  `${tenant.first_name} ${tenant.last_name}`;
