import { z } from 'zod';

/**
 * Input fields shared by every form and route: the web form and the server parse the same schema,
 * so the messages below are what the user reads under a field (DRF wording where DRF has one).
 */
export const REQUIRED = 'This field is required.';
export const INVALID_INTEGER = 'A valid integer is required.';
export const INVALID_STRING = 'Not a valid string.';

/** The largest value of a PostgreSQL `integer`: no id or number above it can exist. */
export const INT4_MAX = 2_147_483_647;

const WHOLE_NUMBER = /^-?\d+$/;

/** A missing value (undefined, or null from an emptied form field) reads as "required". */
const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input == null ? REQUIRED : message;

/** Required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: requiredOr(INVALID_STRING) })
    .trim()
    .min(1, { message: REQUIRED, abort: true })
    .max(max, `Ensure this field has no more than ${max} characters.`);

/** Optional text: missing, null or blank is null; otherwise trimmed, at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()], { error: INVALID_STRING })
    .optional()
    .transform((raw) => (raw == null || raw.trim() === '' ? null : raw.trim()))
    .refine(
      (value) => value === null || value.length <= max,
      `Ensure this field has no more than ${max} characters.`,
    );

export const TEXT_MESSAGES = {
  unstorable: 'Remove the control characters (NUL) or broken characters from this field.',
} as const;

export const INVALID_EMAIL = 'Enter a valid email address.';
const MAX_EMAIL = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required e-mail address, trimmed. */
export const emailInput = requiredText(MAX_EMAIL).refine((v) => EMAIL_PATTERN.test(v), INVALID_EMAIL);

/** An optional e-mail address: blank is null. */
export const optionalEmailInput = optionalText(MAX_EMAIL).refine(
  (v) => v === null || EMAIL_PATTERN.test(v),
  INVALID_EMAIL,
);

/** Checks a whole number written as text; returns the number or the message that says what is wrong. */
function parseWhole(text: string, min: number, max: number): number | string {
  if (!WHOLE_NUMBER.test(text)) return INVALID_INTEGER;
  const value = Number(text);
  if (value < min) return `Ensure this value is greater than or equal to ${min}.`;
  if (value > max) return `Ensure this value is less than or equal to ${max}.`;
  return value;
}

/**
 * A required whole number from `min` to `max`, given as a JSON number or as text (form inputs);
 * 12.5, "12a", 1e21 and booleans are refused, and so is anything out of range.
 */
export const wholeNumberInput = ({ min = 1, max = INT4_MAX }: { min?: number; max?: number } = {}) =>
  z.union([z.number(), z.string()], { error: requiredOr(INVALID_INTEGER) }).transform((raw, ctx) => {
    const text = typeof raw === 'number' ? String(raw) : raw.trim();
    const parsed = text === '' ? REQUIRED : parseWhole(text, min, max);
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    return parsed;
  });

/** A reference to another record by id (a select in the form). */
export const idInput = wholeNumberInput({ min: 1, max: INT4_MAX });

/** A one-of-a-list input, e.g. a gender designation. */
export const choiceInput = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z.enum(choices, {
    error: (issue) =>
      issue.input == null || issue.input === ''
        ? REQUIRED
        : `"${String(issue.input)}" is not a valid choice.`,
  });

/** An optional whole-number query parameter (`?property=3`); empty means absent. */
export const queryNumber = ({ min = 1, max = INT4_MAX }: { min?: number; max?: number } = {}) =>
  z
    .string({ error: INVALID_INTEGER })
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const parsed = parseWhole(raw.trim(), min, max);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    });

/** An optional true/false query parameter (`?is_active=true`); empty means absent. */
export const queryBoolean = () =>
  z
    .string({ error: 'Must be true or false.' })
    .optional()
    .transform((raw, ctx) => {
      const value = raw?.trim().toLowerCase();
      if (value === undefined || value === '') return undefined;
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      ctx.addIssue({ code: 'custom', message: 'Must be true or false.' });
      return z.NEVER;
    });

/**
 * An optional multiple-choice query parameter: repeated (`?g=male&g=female`) or comma-separated
 * (`?g=male,female`); empty means absent.
 */
export const queryChoices = <const T extends readonly [string, ...string[]]>(choices: T) =>
  z
    .union([z.string(), z.array(z.string())], { error: 'Select valid choices.' })
    .optional()
    .transform((raw, ctx) => {
      const values = [raw ?? []]
        .flat()
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean);
      const unknown = values.find((v) => !(choices as readonly string[]).includes(v));
      if (unknown !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `Select a valid choice. ${unknown} is not one of the available choices.`,
        });
        return z.NEVER;
      }
      return values.length ? [...new Set(values)].map((v) => v as T[number]) : undefined;
    });

/**
 * `{id}` in a resource path. A malformed or out-of-range id ("abc", "-1", "99999999999") names no
 * record, so it becomes 0, which no record has: the answer is that resource's 404, never a 500.
 */
export const idParams = z.object({
  id: z
    .string()
    .transform((raw) =>
      /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= INT4_MAX ? Number(raw) : 0,
    ),
});

/** A parsed body whose optional fields (`K`, which zod gives as `null` when absent) a caller may leave out. */
export type WithOptional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
