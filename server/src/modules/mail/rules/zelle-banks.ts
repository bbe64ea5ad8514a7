import { AMOUNT, DATE, es, re, REF } from './common';
import type { ProviderRule } from './rule';
import { NAME_AT_WORD, ZELLE_EXCLUSIONS, ZELLE_METHOD } from './zelle-common';
import { ZELLE_GENERAL_RULE } from './zelle-general';

/**
 * Zelle has no mail of its own: the payee's bank announces the money. The banks whose alerts differ
 * from the common shape have a rule of their own here, with their own domains and wording (invented
 * formats: fixtures in `fixtures/<id>/`); every other bank of `us-banks.ts` is read by the general
 * reader, listed last so that a bank's own rule is tried first. All book to ZELLE_METHOD. A bank's
 * `identify` names the bank only: a look-alike that names no bank reads as the general reader's.
 */
export const ZELLE_BANK_RULES: ProviderRule[] = [
  {
    id: 'chase-zelle',
    provider: 'Chase (Zelle)',
    method: ZELLE_METHOD,
    senderDomains: ['chase.com'],
    dkimDomains: ['chase.com'],
    identify: [re(String.raw`\bchase\b`)],
    received: [
      { in: 'subject', re: re(String.raw`^you received money with zelle`) },
      { in: 'text', re: re(String.raw`\bsent you money\b`) },
    ],
    exclusions: ZELLE_EXCLUSIONS,
    fields: [
      re(String.raw`(?<payer>${NAME_AT_WORD}) sent you money\b`),
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
    identify: [re(String.raw`\bbank of america\b`)],
    received: [
      { in: 'text', re: re(String.raw`\bsent you ${AMOUNT} with zelle`) },
      { in: 'text', re: re(String.raw`\bzelle®? payments you received\b`) },
      // In Spanish: "MARÍA GARCÍA te envió $500.00 con Zelle®".
      { in: 'text', re: re(String.raw`${es('te envi[óo]')} ${AMOUNT} con zelle`) },
    ],
    exclusions: ZELLE_EXCLUSIONS,
    fields: [
      re(String.raw`(?<payer>${NAME_AT_WORD}) sent you (?<amount>${AMOUNT}) with zelle`),
      re(String.raw`\bdate:? (?<date>${DATE})`),
      re(String.raw`\bconfirmation(?: number)?:? (?<reference>${REF})`),
      re(String.raw`\bpayments you received on (?<date>${DATE})`),
      re(String.raw`(?<payer>${NAME_AT_WORD}) ${es('te envi[óo]')} (?<amount>${AMOUNT}) con zelle`),
      re(String.raw`${es('fecha')}:? (?<date>${DATE})`),
      re(String.raw`${es('n[úu]mero de confirmaci[óo]n')}:? (?<reference>${REF})`),
    ],
    digest: {
      identify: [
        { in: 'subject', re: re(String.raw`\bdaily summary\b`) },
        { in: 'text', re: re(String.raw`\bzelle®? payments you received\b`) },
      ],
      item: new RegExp(
        String.raw`^(?<payer>${NAME_AT_WORD}) (?<amount>${AMOUNT}) confirmation:? (?<reference>${REF})$`,
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
    identify: [re(String.raw`\bwells fargo\b`)],
    received: [
      { in: 'subject', re: re(String.raw`^you(?:'ve)? received (?:\$|a zelle)`) },
      { in: 'text', re: re(String.raw`\bsent you ${AMOUNT} with zelle`) },
    ],
    exclusions: ZELLE_EXCLUSIONS,
    fields: [
      re(
        String.raw`(?<payer>${NAME_AT_WORD}) sent you (?<amount>${AMOUNT}) with zelle®?(?: on (?<date>${DATE}))?`,
      ),
      re(String.raw`\bconfirmation(?: code)?:? (?<reference>${REF})`),
      re(String.raw`\bfrom (?<payer>${NAME_AT_WORD})$`),
    ],
  },
  ZELLE_GENERAL_RULE,
];
