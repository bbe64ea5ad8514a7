import { z } from 'zod';
import { REQUIRED } from './fields';

/**
 * Calendar dates (DOMAIN "Time"): a date without time is 'YYYY-MM-DD' on the wire, a calendar date
 * in the business time zone. Timestamps are ISO 8601 strings in UTC.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The form's masks: MM/DD/YYYY, and MM-DD-YYYY from a date input that keeps digits and hyphens. */
const US_DATE = /^(\d{2})[/-](\d{2})[/-](\d{4})$/;

/** The spec's messages for the expected payment date (section 5). */
export const DATE_MESSAGES = {
  format: 'Invalid date format',
  calendar: 'Invalid calendar date',
  beforeToday: 'Date cannot be earlier than today',
} as const;

/** True when year, month and day name a real day (2024-02-29 yes, 2025-02-29 no). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * 'YYYY-MM-DD' from 'YYYY-MM-DD', 'MM/DD/YYYY' or 'MM-DD-YYYY' (the form's masks), or the message that says what is
 * wrong: `format` when it is neither shape, `calendar` when it names no real day.
 */
export function parseCalendarDate(text: string): { date: string } | { problem: 'format' | 'calendar' } {
  const value = text.trim();
  const iso = ISO_DATE.exec(value);
  const us = iso ? null : US_DATE.exec(value);
  if (!iso && !us) return { problem: 'format' };
  const [year, month, day] = iso ? [iso[1]!, iso[2]!, iso[3]!] : [us![3]!, us![1]!, us![2]!];
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return { problem: 'calendar' };
  return { date: `${year}-${month}-${day}` };
}

/** A required calendar date, 'YYYY-MM-DD' or 'MM/DD/YYYY'; parsed to 'YYYY-MM-DD'. */
export const dateInput = (messages: { format: string; calendar: string } = DATE_INPUT_MESSAGES) =>
  z.string({ error: (issue) => (issue.input == null ? REQUIRED : messages.format) }).transform((raw, ctx) => {
    if (raw.trim() === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    const parsed = parseCalendarDate(raw);
    if ('problem' in parsed) {
      ctx.addIssue({ code: 'custom', message: messages[parsed.problem] });
      return z.NEVER;
    }
    return parsed.date;
  });

/** Messages of a date field in a form (date of birth, start date). */
export const DATE_INPUT_MESSAGES = {
  format: 'Enter a valid date (MM/DD/YYYY).',
  calendar: 'Enter a real calendar date.',
} as const;

/** An optional calendar date: missing, null or blank is null. */
export const optionalDateInput = (messages: { format: string; calendar: string } = DATE_INPUT_MESSAGES) =>
  z
    .union([z.string(), z.null()], { error: messages.format })
    .optional()
    .transform((raw, ctx) => {
      if (raw == null || raw.trim() === '') return null;
      const parsed = parseCalendarDate(raw);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: messages[parsed.problem] });
        return z.NEVER;
      }
      return parsed.date;
    });

/** A calendar date as the server returns it. */
export const calendarDate = z.string().regex(ISO_DATE);

/** A timestamp as the server returns it: ISO 8601 in UTC ('2026-03-08T14:05:00.000Z'). */
export const timestamp = z.string();

/** Whole days from `a` to `b` ('YYYY-MM-DD' each); negative when `b` is earlier. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' → 'dd MMM yyyy' ('26 Nov 2026'), the display format of every date (SPEC.md §9), for
 * text written once and read later, such as a ledger row's description. SQL writes the same with
 * to_char(day, 'DD Mon YYYY').
 */
export const displayDate = (date: string) =>
  `${date.slice(8, 10)} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

export function daysBetween(a: string, b: string): number {
  return (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
}

/** 'YYYY-MM-DD' `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's calendar date in a time zone ('America/New_York'), whatever the zone of this machine. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** 'YYYY-MM-DD' in a query string, or the message that says it is not a real date. */
function parseQueryDate(raw: string): { date: string } | { problem: string } {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(raw.trim()) ? parseCalendarDate(raw) : null;
  return parsed && 'date' in parsed ? parsed : { problem: 'Enter a real date as YYYY-MM-DD.' };
}

/** An optional 'YYYY-MM-DD' query parameter; empty means absent. */
export const queryDate = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw.trim() === '') return undefined;
    const parsed = parseQueryDate(raw);
    if ('date' in parsed) return parsed.date;
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  });

/** A required 'YYYY-MM-DD' query parameter. */
export const requiredQueryDate = z.string({ error: REQUIRED }).transform((raw, ctx) => {
  const parsed = raw.trim() ? parseQueryDate(raw) : { problem: REQUIRED };
  if ('date' in parsed) return parsed.date;
  ctx.addIssue({ code: 'custom', message: parsed.problem });
  return z.NEVER;
});
