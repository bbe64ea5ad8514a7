/** Calendar days as the app writes them ('YYYY-MM-DD'), in the business time zone of the e2e server. */

export const BUSINESS_TIME_ZONE = 'America/New_York';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Today in the business time zone, as a UTC midnight (day arithmetic without daylight-saving jumps). */
export function today(now = new Date()): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE })
    .format(now)
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

export const dayString = ymd;

export const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

/** The same day `months` months earlier, clamped to the end of a shorter month (as date-fns does). */
export function monthsBefore(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' → '26 Nov 2026', the app's display format. */
export const displayDay = (day: string) =>
  `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** 'YYYY-MM-DD' → '11262026', the digits typed into a date mask (MM/DD/YYYY). */
export const typedDay = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`;
