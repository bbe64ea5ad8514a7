import { z } from 'zod';
import { calendarDate, displayDate, optionalDateInput, queryDate, timestamp } from './dates';
import {
  choiceInput,
  idInput,
  optionalText,
  queryBoolean,
  queryChoices,
  queryNumber,
  requiredText,
} from './fields';
import { TRANSACTION_TYPES, transaction } from './ledger';
import { MAX_PAGE_SIZE, orderingQuery, DEFAULT_PAGE_SIZE } from './lists';
import { amountInput, money } from './money';
import { tenantOption } from './orders';
import { detectionPatternsInput } from './settings';

/**
 * Finance (SPEC "Transactions", "Create Transactions", section 7 "Finance"; DOMAIN "Money and the
 * ledger", "Covering charges", "Reports"): sub-types, payments, fees, income and expense rows, the
 * transactions list and the report totals.
 */

// ---- Sub-types: payment methods, fee types, income and expense categories ----

export const SUB_TYPE_KINDS = ['payment', 'fee', 'income', 'expense'] as const;
export type SubTypeKind = (typeof SUB_TYPE_KINDS)[number];

export const subType = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(SUB_TYPE_KINDS),
  /** The default amount of a fee type; null for the other kinds and fee types without one. */
  default_amount: money.nullable(),
  is_active: z.boolean(),
  /** A payment method's detection patterns for the e-mail parser; empty for the other kinds. */
  detection_patterns: z.array(z.string()),
});
export type SubType = z.infer<typeof subType>;

export const SUB_TYPE_MESSAGES = {
  nameTaken: 'A sub-type of this kind with that name already exists.',
  amountOnlyFees: 'Only fee types have a default amount.',
  patternsOnlyMethods: 'Only payment methods have detection patterns.',
} as const;

/**
 * `POST /api/transaction-sub-types/` (Settings > Payment methods and sub-types, `settings.change`):
 * a default amount only for a fee type, detection patterns only for a payment method.
 */
export const subTypeCreateBody = z.strictObject({
  type: choiceInput(SUB_TYPE_KINDS),
  name: requiredText(100),
  default_amount: amountInput.nullable().optional(),
  detection_patterns: detectionPatternsInput.optional(),
});
export type SubTypeCreateBody = z.input<typeof subTypeCreateBody>;

/** `PATCH /api/transaction-sub-types/{id}/`: rename, (de)activate, the default amount, the patterns. */
export const subTypePatchBody = z.strictObject({
  name: requiredText(100).optional(),
  is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
  default_amount: amountInput.nullable().optional(),
  detection_patterns: detectionPatternsInput.optional(),
});
export type SubTypePatchBody = z.input<typeof subTypePatchBody>;

/** `GET /api/transaction-sub-types/?is_active=&type=`: every matching sub-type, by kind, then name ('Other' last). */
export const subTypeListQuery = z.object({
  is_active: queryBoolean(),
  type: queryChoices(SUB_TYPE_KINDS),
});
export type SubTypeListQuery = z.infer<typeof subTypeListQuery>;
export const subTypesResponse = z.array(subType);

/** `GET /api/transaction-sub-types/{id}/get-amount/`: a fee type's default amount, null without one. */
export const subTypeAmountResponse = z.object({ amount: money.nullable() });
export type SubTypeAmountResponse = z.infer<typeof subTypeAmountResponse>;

export const FINANCE_MESSAGES = {
  subTypeKind: (expected: SubTypeKind) => `Select an active ${SUB_TYPE_LABELS[expected]}.`,
  inactiveTenant: 'This tenant is inactive. Activate them first.',
  alreadyVoid: 'This entry is already void.',
  orderChanged:
    "The tenant's order changed while this was being saved. Nothing was written: please try again.",
  dateRange: 'The start date must not be after the end date.',
  badCursor: 'Not a valid cursor. Start again from the first page.',
  receivedInFuture: 'The received date cannot be in the future.',
  bookedInFuture: 'The date cannot be in the future.',
  /** DOMAIN "The books": an entry dated on or before the day the books are closed through. */
  booksClosed: (day: string) => `The books are closed through ${displayDate(day)}.`,
  /** The same, met by the database's guard: the books were closed while the entry was being saved. */
  booksClosedMeanwhile:
    'The books were closed while this was being saved, through a day on or after its date. Nothing was written.',
  exportBusy: 'Two exports are being prepared already. Try again when one has finished.',
  wrongTransactionType: (kind: TransactionFormKind) =>
    `This endpoint records a ${kind === 'other' ? 'property income or expense' : kind}: transaction_type must be "${kind}".`,
  notUsedFor: (kind: TransactionFormKind) =>
    `Not used for ${kind === 'other' ? 'an income or expense' : `a ${kind}`}: leave it empty.`,
  directionNotType: 'The direction must be the same as the type.',
  idempotencyKeyInvalid: 'An Idempotency-Key is 1 to 255 visible characters.',
  idempotencyKeyReused:
    'This Idempotency-Key was used for another request. Use a new key for a new payment, fee or transaction.',
  idempotencyKeyInFlight:
    'A request with this Idempotency-Key is being saved. Send it again in a moment to get its answer.',
} as const;

export const SUB_TYPE_LABELS: Record<SubTypeKind, string> = {
  payment: 'payment method',
  fee: 'fee type',
  income: 'income category',
  expense: 'expense category',
};

// ---- Postings (the Create Transactions dialog: one body per endpoint) ----

export const MAX_FINANCE_DESCRIPTION = 500;
const description = optionalText(MAX_FINANCE_DESCRIPTION);

export const OTHER_DIRECTIONS = ['income', 'expense'] as const;
export type OtherDirection = (typeof OTHER_DIRECTIONS)[number];

/** The Create Transactions form's kinds, each posted to its own endpoint. */
export const TRANSACTION_FORM_KINDS = ['payment', 'fee', 'other'] as const;
export type TransactionFormKind = (typeof TRANSACTION_FORM_KINDS)[number];

/**
 * The form's own fields (spec §3 "Transaction form", §7 "payload being the form fields"), which a
 * client may send with any of the three postings: `transaction_type` must name the endpoint's kind
 * (a fee sent to /payments/ is refused), `direction` and `type` are income or expense, and the
 * fields of the other kinds may come only empty. Fields the form does not have stay refused.
 */
const formKind = (kind: TransactionFormKind) =>
  z
    .string({ error: FINANCE_MESSAGES.wrongTransactionType(kind) })
    .refine((v) => v === kind, FINANCE_MESSAGES.wrongTransactionType(kind))
    .optional();
const formDirection = choiceInput(OTHER_DIRECTIONS).optional();
/** A field of another kind of posting: absent, null or empty only. */
const unusedBy = (kind: TransactionFormKind) =>
  z.union([z.null(), z.literal('')], { error: FINANCE_MESSAGES.notUsedFor(kind) }).optional();
/** What a payment or a fee takes of the form's fields besides its own. */
const tenantPostingForm = (kind: 'payment' | 'fee') => ({
  transaction_type: formKind(kind),
  direction: formDirection,
  type: z.union([choiceInput(OTHER_DIRECTIONS), z.null(), z.literal('')]).optional(),
  sub_type_id: unusedBy(kind),
  property_id: unusedBy(kind),
});

/** `POST /api/payments/`: money received from a tenant; raises the balance, covers the oldest charges. */
export const paymentBody = z.strictObject({
  tenant_id: idInput,
  amount: amountInput,
  method_id: idInput,
  description,
  /** The day the money was received, if not today (a back-dated payment); never in the future. */
  received_on: optionalDateInput(),
  ...tenantPostingForm('payment'),
  type_id: unusedBy('payment'),
});
export type PaymentBody = z.infer<typeof paymentBody>;

/** `POST /api/fees/`: a charge to a tenant; lowers the balance, covered from credit at once. */
export const feeBody = z.strictObject({
  tenant_id: idInput,
  amount: amountInput,
  type_id: idInput,
  description,
  /** The day the fee belongs to, if not today (back-dated); never in the future. Its due date too. */
  booked_on: optionalDateInput(),
  ...tenantPostingForm('fee'),
  method_id: unusedBy('fee'),
});
export type FeeBody = z.infer<typeof feeBody>;

/**
 * `POST /api/transactions/`: an income or expense row of a property ("other" in the form), no
 * tenant balance. `tenant_id` optionally names the tenant it concerns (a forfeited deposit, say).
 * `type` is the row's; the form's `direction`, when sent, must say the same.
 */
export const otherTransactionBody = z
  .strictObject({
    type: choiceInput(OTHER_DIRECTIONS),
    sub_type_id: idInput,
    property_id: idInput,
    amount: amountInput,
    tenant_id: idInput.nullable().optional(),
    description,
    /** The day the income or expense belongs to, if not today (back-dated); never in the future. */
    booked_on: optionalDateInput(),
    transaction_type: formKind('other'),
    direction: formDirection,
    method_id: unusedBy('other'),
    type_id: unusedBy('other'),
  })
  .refine((body) => body.direction === undefined || body.direction === body.type, {
    path: ['direction'],
    message: FINANCE_MESSAGES.directionNotType,
  });
export type OtherTransactionBody = z.infer<typeof otherTransactionBody>;

/** `POST /api/payments/{id}/void/`, `POST /api/fees/{id}/void/`: why it was entered by mistake. */
export const voidBody = z.strictObject({ reason: requiredText(MAX_FINANCE_DESCRIPTION) });
export type VoidBody = z.infer<typeof voidBody>;

// ---- Details ----

const named = z.object({ id: z.number().int(), name: z.string() });

/** The void of a payment or fee, or null while it stands. */
const voidInfo = z
  .object({ voided_at: timestamp, reason: z.string(), voided_by: z.string().nullable() })
  .nullable();

/** `GET /api/payments/{id}/` (and the answer of POST). */
export const payment = z.object({
  id: z.number().int(),
  tenant: tenantOption,
  amount: money,
  method: named,
  description: z.string(),
  /** The day the money was received, in the business time zone (today unless back-dated). */
  received_on: calendarDate,
  created_at: timestamp,
  /** When its money went onto the balance; staff-entered payments are applied at once. */
  applied_at: timestamp.nullable(),
  is_applied: z.boolean(),
  void: voidInfo,
  /** The tenant's balance right after the payment's ledger row. */
  balance_after: money,
});
export type Payment = z.infer<typeof payment>;

/** `GET /api/fees/{id}/` (and the answer of POST). */
export const fee = z.object({
  id: z.number().int(),
  tenant: tenantOption,
  amount: money,
  remaining_amount: money,
  type: named,
  description: z.string(),
  /** The business day the fee belongs to (its ledger row's `booked_on`; today unless back-dated). */
  booked_on: calendarDate,
  created_at: timestamp,
  is_paid: z.boolean(),
  paid_date: calendarDate.nullable(),
  void: voidInfo,
  balance_after: money,
});
export type Fee = z.infer<typeof fee>;

/** The answer of `POST /api/transactions/`: the income or expense ledger row. */
export const otherTransaction = transaction;

// ---- The transactions list ----

export const TRANSACTION_ORDERING = ['created_at', 'booked_on', 'amount'] as const;
export const DEFAULT_TRANSACTION_ORDERING = '-created_at';

/**
 * `GET /api/transactions/`: `type` repeated or comma-separated; `sub_type` an id; `property` part of
 * an address and `tenant` part of a full name (case-insensitive); `date_from`/`date_to` inclusive
 * booked days (`booked_on`, DOMAIN "The books"); `cursor` the opaque position from `next`.
 */
export const transactionListQuery = z
  .object({
    type: queryChoices(TRANSACTION_TYPES),
    sub_type: queryNumber(),
    property: z.string({ error: 'Not a valid string.' }).max(200).optional(),
    tenant: z.string({ error: 'Not a valid string.' }).max(200).optional(),
    date_from: queryDate,
    date_to: queryDate,
    ordering: orderingQuery(TRANSACTION_ORDERING),
    cursor: z.string({ error: 'Not a valid cursor.' }).max(200).optional(),
    page_size: queryNumber({ min: 1, max: MAX_PAGE_SIZE }).transform((v) => v ?? DEFAULT_PAGE_SIZE),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    path: ['date_to'],
    message: FINANCE_MESSAGES.dateRange,
  });
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

/** A cursor page: `next` is the relative URL of the following page (filters kept), null at the end. */
export const transactionPage = z.object({ results: z.array(transaction), next: z.string().nullable() });
export type TransactionPage = z.infer<typeof transactionPage>;
