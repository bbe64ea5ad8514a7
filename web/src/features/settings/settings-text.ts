import { SUB_TYPE_LABELS } from '@bunkhouse/contract';
import type { MailKind, SubType, SubTypeKind } from '@bunkhouse/contract';

/** What the settings screens say: the kinds of sub-types, and the toasts. */
export const SUB_TYPES_TITLE = 'Payment methods and sub-types';

export const KIND_TITLES: Record<SubTypeKind, string> = {
  payment: 'Payment methods',
  fee: 'Fee types',
  income: 'Income categories',
  expense: 'Expense categories',
};

/** 'Payment method', 'Fee type', … */
export const kindLabel = (kind: SubTypeKind) =>
  SUB_TYPE_LABELS[kind].charAt(0).toUpperCase() + SUB_TYPE_LABELS[kind].slice(1);

export const subTypesToasts = {
  loadFailed: 'Failed to load the payment methods and sub-types',
  created: (kind: SubTypeKind) => `${kindLabel(kind)} created`,
  updated: (kind: SubTypeKind) => `${kindLabel(kind)} saved`,
  activeChanged: (subType: SubType) => `${subType.name} ${subType.is_active ? 'reactivated' : 'deactivated'}`,
};

/** A payment method's patterns as the dialog edits them: one a line, blank lines left out. */
export const patternsOf = (text: string | null): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Settings > Payment methods > Taught layouts (issue 31). */
export const LAYOUTS_TITLE = 'Taught layouts';

export const layoutsToasts = {
  loadFailed: 'Failed to load the taught layouts',
  saved: (domain: string) => `Layout of ${domain} saved`,
  deleted: (domain: string) => `Layout of ${domain} deleted`,
};

/** What a test made of a mail, as Payment Candidates' upload results say it. */
export const TEST_KIND_LABELS: Record<MailKind, string> = {
  candidate: 'Candidate',
  unverified: 'Unverified',
  none: 'No payment',
};
