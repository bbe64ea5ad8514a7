import { z } from 'zod';
import { MAIL_KINDS } from './candidates';
import { timestamp } from './dates';
import { idInput, requiredText } from './fields';
import { pageQuery, paged } from './lists';
import { amountInput, money } from './money';

/**
 * Teaching a mail layout (issue 31, "Teach a layout"): a mail from a verified sender (a DKIM pass for
 * its From domain) that no rule reads waits in "Needs a look" with its text; staff mark its payer and
 * amount once, and a layout is derived from it (a pattern per line, `(?<payer>…)` and `(?<amount>…)`
 * where they were), stored for that sender's domain, and read like a rule from then on: the same
 * exclusions (a sent payment, a request, a statement…) and the same trust (only that domain's DKIM).
 */

export const LAYOUT_MESSAGES = {
  notWaiting: 'This mail is not waiting for a look (read already, or not from a verified sender).',
  payerNotInMail: 'This name is not in the mail. Type it as the mail writes it.',
  amountNotInMail: 'This amount is not in the mail.',
  notReadBack: 'A layout from these lines does not read this payer and amount back. Mark them again.',
  notMoneyReceived: (why: string) =>
    `With this layout the mail still reads as no money received (${why}): it is not taught.`,
  badPattern: (problem: string) => `Not a valid pattern: ${problem}`,
  needsGroups: 'The patterns must capture (?<payer>…) and (?<amount>…).',
  taught: 'Layout taught: this mail and the next ones like it are read.',
  dismissed: 'Set aside: it is no payment.',
} as const;

/** A mail waiting for a look (`GET /api/payment-candidates/needs-look/`). */
export const needsLookEntry = z.object({
  /** The ingest log entry (mail_messages). */
  id: z.number().int(),
  received_at: timestamp,
  from: z.string(),
  /** The From domain a DKIM pass verified. */
  sender_domain: z.string(),
  subject: z.string(),
  /** The mail's text as the rules read it (HTML as text, spaces collapsed), up to 20,000 characters. */
  text: z.string(),
});
export type NeedsLookEntry = z.infer<typeof needsLookEntry>;
export const needsLookQuery = z.object({ ...pageQuery });
export type NeedsLookQuery = z.infer<typeof needsLookQuery>;
export const pagedNeedsLook = paged(needsLookEntry);

/**
 * `POST /api/payment-candidates/needs-look/{id}/dismiss/` (permission `candidates.apply`): a waiting
 * mail that is no payment (a newsletter, an order notice) stops waiting; it stays in the ingest log.
 */

/** `POST /api/mail-layouts/` (permission `candidates.apply`): teach from a waiting mail. */
export const teachBody = z.strictObject({
  message_id: idInput,
  /** The payer's name as the mail writes it. */
  payer: requiredText(200),
  amount: amountInput,
  /** The payment method its payments book to. */
  method_id: idInput,
});
export type TeachBody = z.infer<typeof teachBody>;
export type TeachForm = z.input<typeof teachBody>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** A taught layout (`GET /api/mail-layouts/`). */
export const mailLayout = z.object({
  id: z.number().int(),
  sender_domain: z.string(),
  /** One pattern per line of the mail (regular expressions, case-insensitive), capturing payer and amount. */
  patterns: z.array(z.string()),
  method: named,
  /** The mail it was taught from, while the ingest log keeps it. */
  sample_message_id: z.number().int().nullable(),
  created_at: timestamp,
  created_by: z.string().nullable(),
});
export type MailLayout = z.infer<typeof mailLayout>;

/** The answer of teaching: the layout, and what reading the mail again made. */
export const teachResult = z.object({
  layout: mailLayout,
  candidate_ids: z.array(z.number().int()),
  why: z.string(),
});
export type TeachResult = z.infer<typeof teachResult>;

/** `PATCH /api/mail-layouts/{id}/` (permission `settings.change`): edit its patterns or method. */
export const layoutPatchBody = z.strictObject({
  patterns: z.array(requiredText(1000)).min(1).max(5).optional(),
  method_id: idInput.optional(),
});
export type LayoutPatchBody = z.infer<typeof layoutPatchBody>;

/**
 * `POST /api/mail-layouts/{id}/test/` (permission `settings.change`): reads a pasted mail (`raw`), or the
 * layout's own sample mail, with every rule and layout: what it makes of it.
 */
export const layoutTestBody = z.strictObject({ raw: z.string().max(2_000_000).optional() });
export type LayoutTestBody = z.infer<typeof layoutTestBody>;
export const layoutTestResult = z.object({
  kind: z.enum(MAIL_KINDS),
  payer: z.string().nullable(),
  amount: money.nullable(),
  /** Which rule or layout read it, and why this kind. */
  why: z.string(),
});
export type LayoutTestResult = z.infer<typeof layoutTestResult>;
