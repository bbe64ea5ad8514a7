import {
  bedBody,
  BOARD_MESSAGES,
  moveBody,
  parseCalendarDate,
  plannedEndBody,
  REQUIRED,
} from '@bunkhouse/contract';
import type { BedBody, MoveBody, PlannedEndBody } from '@bunkhouse/contract';
import type { BodySchema } from '../../lib/use-form';

type Issue = { path: readonly PropertyKey[]; message: string };
type Parsed<T> = ReturnType<BodySchema<T>['safeParse']>;

/** A day as typed, 'YYYY-MM-DD' when it is a real one, else null (the contract's schema says why). */
const dayOf = (typed: string | null | undefined) => {
  const parsed = typed ? parseCalendarDate(typed) : null;
  return parsed && 'date' in parsed ? parsed.date : null;
};

/**
 * The contract's schema, then the checks of a day against the business's today that the server makes
 * too, so that the user reads them before sending, with the other fields' problems.
 */
function checked<T>(
  schema: BodySchema<T>,
  check: (values: Record<string, string | null>) => Issue | null,
): BodySchema<T> {
  return {
    safeParse: (input) => {
      const values = input as Record<string, string | null>;
      const parsed: Parsed<T> = schema.safeParse(input);
      const issue = check(values);
      if (!issue) return parsed;
      const others = parsed.success ? [] : parsed.error.issues;
      return { success: false, error: { issues: [...others, issue] } };
    },
  };
}

/** The move from the bed the dialog was opened on (sent apart): the bed to, the day and the rent. */
export type MoveFormBody = Omit<MoveBody, 'from_bed_id'>;
export type MoveField = keyof MoveFormBody;

/** The day is required here (today by default) and, as the server says, never ahead of today. */
export const moveFormSchema = (today: string): BodySchema<MoveFormBody> =>
  checked(moveBody.omit({ from_bed_id: true }), (values) => {
    if (!values.on) return { path: ['on'], message: REQUIRED };
    const day = dayOf(values.on);
    return day && day > today ? { path: ['on'], message: BOARD_MESSAGES.moveAhead } : null;
  });

/** A planned move-out is today or later; empty clears it. */
export const plannedEndFormSchema = (today: string): BodySchema<PlannedEndBody> =>
  checked(plannedEndBody, (values) => {
    const day = dayOf(values.planned_end_date);
    return day && day < today ? { path: ['planned_end_date'], message: BOARD_MESSAGES.endInPast } : null;
  });

/** A bed's new number, as the bed form checks it (its room and price are sent as they are). */
export const bedNumberSchema: BodySchema<Pick<BedBody, 'number'>> = bedBody.pick({ number: true });
