import { z } from 'zod';
import { calendarDate, DATE_MESSAGES, dateInput, optionalDateInput, timestamp } from './dates';
import {
  emailInput,
  INVALID_EMAIL,
  optionalEmailInput,
  optionalText,
  queryBoolean,
  queryChoices,
  REQUIRED,
  requiredText,
} from './fields';
import { orderingQuery, pageQuery, paged, searchQuery, type Ordering } from './lists';
import { money } from './money';
import { order, ORDER_STATUSES, PERIOD_PAYMENTS } from './orders';
import { TENANT_GENDERS, type TenantGender } from './places';

/**
 * Tenants (SPEC "Tenants list", "Tenant form", "Tenant detail", sections 3, 5 and 7). The request
 * bodies are what the tenant form validates with: the same schema, the same messages.
 */

/** Relationship options of the emergency contact, in the spec's order (section 3). */
export const RELATIONSHIPS = [
  'mother',
  'father',
  'stepmother',
  'stepfather',
  'daughter',
  'son',
  'sister',
  'brother',
  'grandmother',
  'grandfather',
  'granddaughter',
  'grandson',
  'aunt',
  'uncle',
  'cousin',
  'niece',
  'nephew',
  'wife',
  'husband',
  'fiancee',
  'fiance',
  'girlfriend',
  'boyfriend',
  'partner',
  'legal_guardian',
  'other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** 'legal_guardian' → 'Legal guardian', 'fiancee' → 'Fiancee'. */
export const relationshipLabel = (value: Relationship) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

export const TENANT_MESSAGES = {
  phone: 'Phone number must be at least 10 digits.',
  phoneTooLong: 'Phone number must be at most 15 digits.',
  ssn: 'SSN must be at least 9 digits.',
  ssnTooLong: 'SSN must be at most 9 digits.',
  email: INVALID_EMAIL,
  relationship: 'Select a relationship from the list.',
  birthInFuture: 'Date of birth cannot be in the future.',
  birthTooEarly: 'Date of birth cannot be before 1900.',
  hasOpenOrder: 'This tenant has an order that is not completed. Complete the order first.',
  inactive: 'This tenant is inactive. Activate them first.',
  alreadyActive: 'This tenant is already active.',
  alreadyInactive: 'This tenant is already inactive.',
  noSuchTenant: 'This tenant does not exist.',
  ssnChecksExceeded: (retryAt: string) =>
    `Too many SSN checks in the last hour. Try again after ${retryAt || 'an hour'}.`,
} as const;

const MAX_NAME = 100;
const MAX_DESCRIPTION = 2000;

/**
 * Digits of a masked input ('(312) 555-0142' → '3125550142'); blank → null. Too few digits: `short`;
 * more than `max`: `long`.
 */
const digitsInput = (min: number, max: number, short: string, long: string, required: boolean) =>
  z
    .union([z.string(), z.null()], { error: 'Not a valid string.' })
    .optional()
    .transform((raw, ctx) => {
      const digits = (raw ?? '').replace(/\D/g, '');
      if ((raw ?? '').trim() === '') {
        if (required) ctx.addIssue({ code: 'custom', message: REQUIRED });
        return null;
      }
      const problem = digits.length < min ? short : digits.length > max ? long : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return digits;
    });

/**
 * A phone stored as digits, in the mask of SPEC.md §5: '3125550142' → '(312) 555-0142'; other lengths
 * as stored. The web shows phones with it, and the server's search results write it.
 */
export function displayPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

const phoneInput = digitsInput(10, 15, TENANT_MESSAGES.phone, TENANT_MESSAGES.phoneTooLong, true).transform(
  (v) => v!,
);
const optionalPhoneInput = digitsInput(10, 15, TENANT_MESSAGES.phone, TENANT_MESSAGES.phoneTooLong, false);
const ssnInput = digitsInput(9, 9, TENANT_MESSAGES.ssn, TENANT_MESSAGES.ssnTooLong, false);

const relationshipInput = z
  .union([z.string(), z.null()], { error: TENANT_MESSAGES.relationship })
  .optional()
  .transform((raw, ctx) => {
    if (raw == null || raw.trim() === '') return null;
    const value = raw.trim().toLowerCase();
    if (!(RELATIONSHIPS as readonly string[]).includes(value)) {
      ctx.addIssue({ code: 'custom', message: TENANT_MESSAGES.relationship });
      return z.NEVER;
    }
    return value as Relationship;
  });

/** Optional: blank or null is null (unknown); otherwise one of TENANT_GENDERS. */
const genderInput = z
  .union([z.string(), z.null()], { error: 'Not a valid string.' })
  .optional()
  .transform((raw, ctx) => {
    if (raw == null || raw.trim() === '') return null;
    if (!(TENANT_GENDERS as readonly string[]).includes(raw)) {
      ctx.addIssue({ code: 'custom', message: `"${raw}" is not a valid choice.` });
      return z.NEVER;
    }
    return raw as TenantGender;
  });

/** The expected payment date: 'yyyy-MM-dd' or null (the server also refuses a day before today). */
export const expectedPaymentDateInput = optionalDateInput(DATE_MESSAGES);

// ---- Request bodies ----

const tenantFields = {
  first_name: requiredText(MAX_NAME),
  last_name: requiredText(MAX_NAME),
  email: emailInput,
  phone: phoneInput,
  /**
   * Optional, for verification only: stored as its last 4 digits and a hash, never returned. On PUT a
   * blank value keeps the stored one (the form cannot show it to send it back).
   */
  social_security_number: ssnInput,
  /** 'YYYY-MM-DD' or the form's 'MM/DD/YYYY'; the server refuses a future day or one before 1900. */
  date_of_birth: dateInput(),
  /** Optional (missing = unknown; on PUT, missing clears it like the form's blank choice). */
  gender: genderInput,
  description: optionalText(MAX_DESCRIPTION),
  emergency_contact_first_name: optionalText(MAX_NAME),
  emergency_contact_last_name: optionalText(MAX_NAME),
  emergency_contact_email: optionalEmailInput,
  emergency_contact_phone: optionalPhoneInput,
  emergency_contact_relationship_to_tenant: relationshipInput,
  /** The tenant asked for no messages (receipts, reminders, notices): none is sent (issue 32). Missing on PUT: false. */
  messages_opt_out: z.boolean({ error: 'Must be true or false.' }).optional(),
};

/** `POST /api/tenants/` and `PUT /api/tenants/{id}/`: the two cards of the tenant form. */
export const tenantBody = z.strictObject(tenantFields);
export type TenantBody = z.infer<typeof tenantBody>;
export type TenantForm = z.input<typeof tenantBody>;

/** `PATCH /api/tenants/{id}/`: any of the form's fields, and the expected payment date. */
export const tenantPatchBody = z.strictObject({
  ...z.object(tenantFields).partial().shape,
  expected_payment_date: expectedPaymentDateInput.optional(),
});
export type TenantPatchBody = z.infer<typeof tenantPatchBody>;
export type TenantPatchForm = z.input<typeof tenantPatchBody>;

/** `POST /api/tenants/{id}/verify_ssn/`: does this number match the stored one? */
export const ssnCheckBody = z.strictObject({
  social_security_number: digitsInput(9, 9, TENANT_MESSAGES.ssn, TENANT_MESSAGES.ssnTooLong, true),
});
export const ssnCheckResponse = z.object({ matches: z.boolean() });

// ---- Responses: explicit fields only ----

/** The open order of a tenant as the list shows it (the `orders__*` columns). */
export const currentOrderSummary = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  period_payment: z.enum(PERIOD_PAYMENTS),
  rent_amount: money,
  rent_due_date: calendarDate.nullable(),
  created_at: timestamp,
});
export type CurrentOrderSummary = z.infer<typeof currentOrderSummary>;

const tenantListFields = {
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Digits only ('3125550142'); the web shows it with the mask. */
  phone: z.string(),
  /** Positive = credit, negative = owed. */
  balance_amount: money,
  expected_payment_date: calendarDate.nullable(),
  created_at: timestamp,
  /** Set while the tenant is inactive. */
  deleted_at: timestamp.nullable(),
  deleted: z.boolean(),
  /**
   * The Status column: the status of the order that is not completed; 'completed' when the tenant has
   * only completed orders; null when they never had one.
   */
  status: z.enum(ORDER_STATUSES).nullable(),
  /** The order that is not completed, or null (then "Order" in the menu creates one). */
  current_order: currentOrderSummary.nullable(),
};

export const tenantListItem = z.object(tenantListFields);
export type TenantListItem = z.infer<typeof tenantListItem>;
export const pagedTenants = paged(tenantListItem);

export const tenant = z.object({
  ...tenantListFields,
  date_of_birth: calendarDate,
  gender: z.enum(TENANT_GENDERS).nullable(),
  description: z.string().nullable(),
  /** The last 4 digits of the stored SSN, or null; the full number is never returned. */
  ssn_last4: z.string().nullable(),
  emergency_contact_first_name: z.string().nullable(),
  emergency_contact_last_name: z.string().nullable(),
  emergency_contact_email: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  emergency_contact_relationship_to_tenant: z.enum(RELATIONSHIPS).nullable(),
  messages_opt_out: z.boolean(),
  updated_at: timestamp,
  /** The order that is not completed first, then the completed ones, latest first. */
  orders: z.array(order),
});
export type Tenant = z.infer<typeof tenant>;

// ---- List query strings ----

/** The sortable columns of the tenants list; `orders__*` sort by the order that is not completed. */
export const TENANT_ORDERING = [
  'last_name',
  'balance_amount',
  'expected_payment_date',
  'orders__rent_amount',
  'orders__created_at',
  'orders__rent_records__rent_due_date',
] as const;
export type TenantOrderingKey = (typeof TENANT_ORDERING)[number];
export type TenantOrdering = Ordering<TenantOrderingKey>;

/** The status chips: an order status, or `no_order` (no order that is not completed). */
export const TENANT_STATUS_FILTERS = [...ORDER_STATUSES, 'no_order'] as const;
export type TenantStatusFilter = (typeof TENANT_STATUS_FILTERS)[number];

/**
 * `GET /api/tenants/`: `search` over names, e-mail and phone; `deleted` true = Inactive, false = Active;
 * `orders__status` repeated or comma-separated (any of them); `completed` = tenants whose orders are all
 * completed. Default ordering: last_name. Tenants without an order that is not completed sort last on
 * the `orders__*` keys, and tenants without an expected date last on it, in both directions.
 */
export const tenantListQuery = z.object({
  search: searchQuery,
  deleted: queryBoolean(),
  orders__status: queryChoices(TENANT_STATUS_FILTERS),
  ordering: orderingQuery(TENANT_ORDERING),
  ...pageQuery,
});
export type TenantListQuery = z.infer<typeof tenantListQuery>;
