import { AMOUNT, COMMON_EXCLUSIONS, DATE, NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/** The one payment method every bank's rule books to, with its detection patterns, written once. */
const ZELLE_METHOD = { name: 'Zelle', patterns: [String.raw`\bzelle\b`] };

/**
 * Zelle has no mail of its own: the payee's bank announces the money. One rule per bank, each with
 * its own domains and wording (invented formats: fixtures in `fixtures/<id>/`), all booking to
 * ZELLE_METHOD. A new bank is a new entry plus its fixtures.
 */
export const ZELLE_BANK_RULES: ProviderRule[] = [
  {
    id: 'chase-zelle',
    provider: 'Chase (Zelle)',
    method: ZELLE_METHOD,
    senderDomains: ['chase.com'],
    dkimDomains: ['chase.com'],
    identify: [re(String.raw`\bchase\b`), re('zelle')],
    received: [
      { in: 'subject', re: re(String.raw`^you received money with zelle`) },
      { in: 'text', re: re(String.raw`\bsent you money\b`) },
    ],
    exclusions: COMMON_EXCLUSIONS,
    fields: [
      re(String.raw`(?<payer>${NAME}) sent you money\b`),
      re(String.raw`\bamount:? (?<amount>${AMOUNT})`),
      re(String.raw`\bsent on:? (?<date>${DATE})`),
      re(String.raw`\btransaction number:? (?<reference>${REF})`),
    ],
  },
  {
    id: 'bofa-zelle',
    provider: 'Bank of America (Zelle)',
    method: ZELLE_METHOD,
    senderDomains: ['bankofamerica.com'],
    dkimDomains: ['bankofamerica.com'],
    identify: [re(String.raw`\bbank of america\b`), re('zelle')],
    received: [
      { in: 'text', re: re(String.raw`\bsent you ${AMOUNT} with zelle`) },
      { in: 'text', re: re(String.raw`\bzelle®? payments you received\b`) },
    ],
    exclusions: COMMON_EXCLUSIONS,
    fields: [
      re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT}) with zelle`),
      re(String.raw`\bdate:? (?<date>${DATE})`),
      re(String.raw`\bconfirmation(?: number)?:? (?<reference>${REF})`),
      re(String.raw`\bpayments you received on (?<date>${DATE})`),
    ],
    digest: {
      identify: [
        { in: 'subject', re: re(String.raw`\bdaily summary\b`) },
        { in: 'text', re: re(String.raw`\bzelle®? payments you received\b`) },
      ],
      item: new RegExp(
        String.raw`^(?<payer>${NAME}) (?<amount>${AMOUNT}) confirmation:? (?<reference>${REF})$`,
        'imu',
      ),
    },
  },
  {
    id: 'wellsfargo-zelle',
    provider: 'Wells Fargo (Zelle)',
    method: ZELLE_METHOD,
    senderDomains: ['wellsfargo.com'],
    dkimDomains: ['wellsfargo.com'],
    identify: [re(String.raw`\bwells fargo\b`), re('zelle')],
    received: [
      { in: 'subject', re: re(String.raw`^you(?:'ve)? received (?:\$|a zelle)`) },
      { in: 'text', re: re(String.raw`\bsent you ${AMOUNT} with zelle`) },
    ],
    exclusions: COMMON_EXCLUSIONS,
    fields: [
      re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT}) with zelle®?(?: on (?<date>${DATE}))?`),
      re(String.raw`\bconfirmation(?: code)?:? (?<reference>${REF})`),
      re(String.raw`\bfrom (?<payer>${NAME})$`),
    ],
  },
];
