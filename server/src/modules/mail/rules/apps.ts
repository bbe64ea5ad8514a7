import { APPLE_CASH_RULE } from './apple-cash';
import { CASH_APP_RULE } from './cash-app';
import { CHIME_RULE } from './chime';
import { PAYPAL_RULE } from './paypal';
import type { ProviderRule } from './rule';
import { VENMO_RULE } from './venmo';

/**
 * The payment apps that mail the payee themselves, one file each (`venmo.ts`, `cash-app.ts`,
 * `paypal.ts`, `chime.ts`, `apple-cash.ts`; invented formats: fixtures in `fixtures/<id>/`). Each
 * entry is the whole app: its mail in every layout it sends, and the payment method it books to,
 * seeded with the detection patterns given there. A new app is a new file here plus its fixtures.
 */
export const APP_RULES: ProviderRule[] = [
  VENMO_RULE,
  CASH_APP_RULE,
  PAYPAL_RULE,
  CHIME_RULE,
  APPLE_CASH_RULE,
];
