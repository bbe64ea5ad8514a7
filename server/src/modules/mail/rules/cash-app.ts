import { AMOUNT, COMMON_EXCLUSIONS, DATE, es, NAME, PAYER_NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/** A $cashtag: a dollar sign, a letter, then up to 19 letters, digits or underscores. */
const CASHTAG = String.raw`\$[a-z]\w{0,19}`;

/**
 * Cash App (invented formats: fixtures in `fixtures/cash-app/`). Its layouts, with or without cents:
 * - "JOHN DOE ($johndoe) sent you $25.50 for Rent", "$mariag sent you $300" (a cashtag alone);
 * - "You received $850 from MARÍA GARCÍA";
 * - the receipt: "Payment from Carlos Méndez" on a line, "Amount $1,200.00", "Identifier #D7XK2M9";
 * - Spanish: "JUAN PÉREZ ($juanp) te envió $450 por renta", "Recibiste $25.50 de ANA P.".
 * It also sends from square.com, as does Square: a seller's sales summary names no payer and is not read.
 */
export const CASH_APP_RULE: ProviderRule = {
  id: 'cash-app',
  provider: 'Cash App',
  method: {
    name: 'Cash App',
    patterns: [String.raw`\bcash app\b`, String.raw`\bcash\.app\b`, String.raw`\bsquare(?:up)?\.com\b`],
  },
  senderDomains: ['cash.app', 'square.com', 'squareup.com'],
  dkimDomains: ['cash.app', 'square.com', 'squareup.com'],
  identify: [re(String.raw`\bcash app\b|\bcash\.app\b`)],
  received: [
    { in: 'any', re: re(String.raw`\bsent you ${AMOUNT}`) },
    { in: 'any', re: re(String.raw`\byou received ${AMOUNT} from\b`) },
    { in: 'any', re: re(String.raw`${es('te envi[óo]')} ${AMOUNT}|${es('recibiste')} ${AMOUNT} de\b`) },
    { in: 'text', re: re(String.raw`(?:^|\n)payment from ${NAME}(?=\n|$)`) },
  ],
  exclusions: COMMON_EXCLUSIONS,
  fields: [
    re(String.raw`(?<payer>${NAME})(?: \((?<handle>${CASHTAG})\))? sent you (?<amount>${AMOUNT})`),
    re(
      String.raw`(?<payer>${NAME})(?: \((?<handle>${CASHTAG})\))? ${es('te envi[óo]')} (?<amount>${AMOUNT})`,
    ),
    re(String.raw`\byou received (?<amount>${AMOUNT}) from (?<payer>${PAYER_NAME})`),
    re(String.raw`${es('recibiste')} (?<amount>${AMOUNT}) de (?<payer>${PAYER_NAME})`),
    re(String.raw`(?:^|\n)payment from (?<payer>${PAYER_NAME})(?=\n|$)`),
    re(String.raw`(?<handle>${CASHTAG}) (?:sent you|${es('te envi[óo]')}) ${AMOUNT}`),
    re(String.raw`(?:^|\n)(?<handle>${CASHTAG})(?=\n|$)`),
    re(String.raw`(?:^|\n)amount:? (?<amount>${AMOUNT})(?=\n|$)`),
    re(String.raw`\b(?:identifier|${es('identificador')}):? (?<reference>${REF})`),
    re(String.raw`\bpayment date:? (?<date>${DATE})`),
    re(String.raw`\b(?:sent you|received) ${AMOUNT}(?: from ${PAYER_NAME})? on (?<date>${DATE})`),
  ],
};
