import { AMOUNT, COMMON_EXCLUSIONS, DATE, es, NAME, PAYER_NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/**
 * Chime (invented formats: fixtures in `fixtures/chime/`). Its layouts:
 * - older: "You received $75 from JOHN DOE", the text "JOHN DOE sent you $75 with Pay Friends";
 * - newer: "JOHN DOE sent you money", "ANA P. sent you $1,000.00" or "Money received", the text
 *   "JOHN DOE sent you $75.00." or "You received $450.00 from MARÍA GARCÍA via Pay Anyone", or only
 *   the amount on a line and "from DAVID KIM" under it;
 * - Spanish: "Recibiste $75.00 de JOHN DOE", "JOHN DOE te envió $75.00 con Pay Anyone".
 * A direct deposit, a move between the member's own accounts, a MyPay advance or a card purchase is
 * not money received (COMMON_EXCLUSIONS).
 */
export const CHIME_RULE: ProviderRule = {
  id: 'chime',
  provider: 'Chime',
  method: { name: 'Chime', patterns: [String.raw`\bchime\b`] },
  senderDomains: ['chime.com'],
  dkimDomains: ['chime.com'],
  identify: [re(String.raw`\bchime\b`)],
  received: [
    {
      in: 'subject',
      re: re(String.raw`^you received ${AMOUNT} from\b|^(?:money received|you(?:'ve)? received money)!?$`),
    },
    { in: 'subject', re: re(String.raw`\bsent you (?:${AMOUNT}|money)`) },
    { in: 'text', re: re(String.raw`\bsent you ${AMOUNT}|\byou received ${AMOUNT} from\b`) },
    { in: 'any', re: re(String.raw`${es('te envi[óo]')} ${AMOUNT}|^${es('recibiste')} ${AMOUNT} de\b`) },
  ],
  exclusions: COMMON_EXCLUSIONS,
  fields: [
    re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT})`),
    re(String.raw`(?<payer>${NAME}) ${es('te envi[óo]')} (?<amount>${AMOUNT})`),
    re(String.raw`\byou received (?<amount>${AMOUNT}) from (?<payer>${PAYER_NAME})`),
    re(String.raw`${es('recibiste')} (?<amount>${AMOUNT}) de (?<payer>${PAYER_NAME})`),
    // The newer card: "$300.00" on a line, "from DAVID KIM" on the next.
    re(String.raw`(?:^|\n)(?<amount>${AMOUNT})\n(?:from|de) (?<payer>${PAYER_NAME})(?=\n|$)`),
    re(String.raw`^(?<payer>${NAME}) sent you money$`),
    re(String.raw`\btransaction id:? (?<reference>${REF})`),
    re(String.raw`${es('id de (?:la )?transacci[óo]n')}:? (?<reference>${REF})`),
    re(String.raw`\bdate:? (?<date>${DATE})`),
    re(String.raw`\b(?:sent you|received) ${AMOUNT}(?: from ${PAYER_NAME})? on (?<date>${DATE})`),
  ],
};
