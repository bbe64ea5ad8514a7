import { AMOUNT, COMMON_EXCLUSIONS, DATE, EMAIL, NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/**
 * The payment apps that mail the payee themselves (invented formats: fixtures in
 * `fixtures/<id>/`). Each entry is the whole app: its mail and the payment method it books to, seeded
 * with the detection patterns given here. A new app is a new entry plus its fixtures.
 */
export const APP_RULES: ProviderRule[] = [
  {
    id: 'venmo',
    provider: 'Venmo',
    method: { name: 'Venmo', patterns: [String.raw`\bvenmo\b`] },
    senderDomains: ['venmo.com'],
    dkimDomains: ['venmo.com'],
    identify: [re(String.raw`\bvenmo\b`)],
    received: [
      { in: 'subject', re: re(String.raw`\bpaid you ${AMOUNT}`) },
      { in: 'text', re: re(String.raw`\bpaid you ${AMOUNT}`) },
    ],
    exclusions: COMMON_EXCLUSIONS,
    fields: [
      re(String.raw`(?<payer>${NAME}) paid you (?<amount>${AMOUNT})`),
      re(String.raw`\btransaction id:? (?<reference>${REF})`),
      re(String.raw`\bdate:? (?<date>${DATE})`),
      re(String.raw`\bfrom:? ${NAME} \((?<handle>@[\w-]{2,30})\)`),
    ],
  },
  {
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
      { in: 'subject', re: re(String.raw`\bsent you ${AMOUNT}`) },
      { in: 'text', re: re(String.raw`\bsent you ${AMOUNT}`) },
    ],
    exclusions: COMMON_EXCLUSIONS,
    fields: [
      re(String.raw`(?<payer>${NAME})(?: \((?<handle>\$[a-z][\w]{0,19})\))? sent you (?<amount>${AMOUNT})`),
      re(String.raw`\bidentifier:? (?<reference>${REF})`),
      re(String.raw`\bpayment date:? (?<date>${DATE})`),
    ],
  },
  {
    id: 'paypal',
    provider: 'PayPal',
    method: { name: 'PayPal', patterns: [String.raw`\bpaypal\b`] },
    senderDomains: ['paypal.com'],
    dkimDomains: ['paypal.com'],
    identify: [re(String.raw`\bpaypal\b`)],
    received: [
      { in: 'subject', re: re(String.raw`\byou'?ve got money\b|\byou received a payment\b`) },
      { in: 'text', re: re(String.raw`\bsent you ${AMOUNT}(?: USD)?`) },
    ],
    exclusions: COMMON_EXCLUSIONS,
    fields: [
      re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT})`),
      re(String.raw`\btransaction id:? (?<reference>${REF})`),
      re(String.raw`\btransaction date:? (?<date>${DATE})`),
      re(String.raw`\bsender:? ${NAME} \((?<handle>${EMAIL})\)`),
    ],
  },
  {
    id: 'chime',
    provider: 'Chime',
    method: { name: 'Chime', patterns: [String.raw`\bchime\b`] },
    senderDomains: ['chime.com'],
    dkimDomains: ['chime.com'],
    identify: [re(String.raw`\bchime\b`)],
    received: [
      { in: 'subject', re: re(String.raw`^you received ${AMOUNT} from\b`) },
      { in: 'text', re: re(String.raw`\bsent you ${AMOUNT} with pay (?:anyone|friends)\b`) },
    ],
    exclusions: COMMON_EXCLUSIONS,
    fields: [
      re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT}) with pay (?:anyone|friends)`),
      re(String.raw`\btransaction id:? (?<reference>${REF})`),
      re(String.raw`\bdate:? (?<date>${DATE})`),
      re(String.raw`^you received (?<amount>${AMOUNT}) from (?<payer>${NAME})$`),
    ],
  },
  {
    id: 'apple-cash',
    provider: 'Apple Cash',
    method: { name: 'Apple Cash', patterns: [String.raw`\bapple cash\b`] },
    senderDomains: ['apple.com'],
    dkimDomains: ['apple.com'],
    identify: [re(String.raw`\bapple cash\b`)],
    received: [{ in: 'text', re: re(String.raw`\bsent you ${AMOUNT} with apple cash\b`) }],
    exclusions: COMMON_EXCLUSIONS,
    fields: [
      re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT}) with apple cash`),
      re(String.raw`\btransaction id:? (?<reference>${REF})`),
      re(String.raw`\bdate:? (?<date>${DATE})`),
    ],
  },
];
