import { AMOUNT, COMMON_EXCLUSIONS, DATE, NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/** A whole line of the text: `(?:^|\n)` and `(?=\n|$)` around it, the rules' patterns having no `m` flag. */
const wholeLine = (source: string) => String.raw`(?:^|\n)${source}(?=\n|$)`;

/**
 * Venmo (invented formats: fixtures in `fixtures/venmo/`). Its layouts:
 * - current: "John Doe paid you $25.00" in the subject and the text, the note, "Transaction ID";
 * - older: the text's heading is "John Doe paid You" alone, the amount on a line of its own
 *   ("+ $25.00") under "Transfer Date and Amount", "Payment ID";
 * - a request of the operator's, paid: "John Doe paid your $25.00 request" or "paid your request";
 * - a business profile's weekly summary: every payment received that week, each one a candidate.
 * Venmo writes to its customers in English only, so no Spanish layout is read here (the Spanish
 * traps of COMMON_EXCLUSIONS still apply).
 */
export const VENMO_RULE: ProviderRule = {
  id: 'venmo',
  provider: 'Venmo',
  method: { name: 'Venmo', patterns: [String.raw`\bvenmo\b`] },
  senderDomains: ['venmo.com'],
  dkimDomains: ['venmo.com'],
  identify: [re(String.raw`\bvenmo\b`)],
  received: [
    { in: 'any', re: re(String.raw`\bpaid you ${AMOUNT}`) },
    { in: 'any', re: re(String.raw`\bpaid your (?:${AMOUNT} )?request\b`) },
    { in: 'text', re: re(wholeLine(String.raw`${NAME} paid you`)) },
    { in: 'text', re: re(String.raw`\bpayments received this week\b`) },
  ],
  exclusions: [
    // "Ana Pérez declined your $640.00 request": the operator's request, unpaid.
    { why: 'payment request', in: 'any', re: re(String.raw`\bdeclined your (?:${AMOUNT} )?request\b`) },
    // Money that left the operator: an old "charge", a request of someone else's completed.
    {
      why: 'payment sent',
      in: 'any',
      re: re(
        String.raw`\bcharged you\b|\byou completed\b[^\n]{0,60}\brequest\b|\bpaid [^\n]{1,60}'s (?:${AMOUNT} )?request\b`,
      ),
    },
    ...COMMON_EXCLUSIONS,
  ],
  fields: [
    re(String.raw`(?<payer>${NAME}) paid you (?<amount>${AMOUNT})`),
    re(String.raw`(?<payer>${NAME}) paid your (?<amount>${AMOUNT}) request`),
    re(String.raw`(?<payer>${NAME}) paid your request(?: for (?<amount>${AMOUNT}))?`),
    // The older layout: the heading without the amount, then "+ $25.00" on a line of its own.
    re(wholeLine(String.raw`(?<payer>${NAME}) paid you`)),
    re(wholeLine(String.raw`\+ ?(?<amount>${AMOUNT})`)),
    re(String.raw`\b(?:transaction|payment) id:? (?<reference>${REF})`),
    re(String.raw`\bdate:? (?<date>${DATE})`),
    re(String.raw`\btransfer date and amount:?\n(?<date>${DATE})`),
    re(String.raw`\bfrom:? ${NAME} \((?<handle>@[\w-]{2,30})\)`),
  ],
  digest: {
    identify: [{ in: 'text', re: re(String.raw`\bpayments received this week\b`) }],
    // Two lines a payment: the payer, then "+ $25.00 · Mar 5 · Transaction ID 4001234567890123456".
    item: new RegExp(
      String.raw`^(?<payer>${NAME})\n\+ ?(?<amount>${AMOUNT}) · (?<date>${DATE}) · transaction id:? (?<reference>${REF})$`,
      'imu',
    ),
  },
};
