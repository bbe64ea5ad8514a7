import { AMOUNT, COMMON_EXCLUSIONS, DATE, EMAIL, es, NAME, PAYER_NAME, re, REF } from './common';
import type { ProviderRule } from './rule';

/**
 * PayPal (invented formats: fixtures in `fixtures/paypal/`). Its layouts:
 * - old: "You've got money", "John Doe just sent you money." with "Amount received: $50.00 USD";
 *   "Notification of payment received", "You received a payment of $850.00 USD from MARÍA GARCÍA";
 * - new: "You received a payment" or "Payment received from NAME", "NAME sent you $75.50 USD",
 *   the same for goods and services;
 * - Spanish (service@intl.paypal.com): "Recibiste un pago", "Juan Pérez te envió $450.00 USD", or
 *   formal, "Ha recibido dinero", "Juan Pérez le envió $450.00 USD";
 * - a business account's daily summary: each payment received that day, each one a candidate.
 * A payment on hold, pending (an eCheck) or disputed is a trap (COMMON_EXCLUSIONS).
 */
export const PAYPAL_RULE: ProviderRule = {
  id: 'paypal',
  provider: 'PayPal',
  method: { name: 'PayPal', patterns: [String.raw`\bpaypal\b`] },
  senderDomains: ['paypal.com'],
  dkimDomains: ['paypal.com'],
  identify: [re(String.raw`\bpaypal\b`)],
  received: [
    {
      in: 'subject',
      re: re(
        String.raw`\byou'?ve got money\b|\byou(?:'ve)? received a payment\b|^notification of payment received\b|^payment received from\b|^${es('recibiste un pago|(?:ha|has) recibido (?:un pago|dinero)|recibi[óo] un pago')}`,
      ),
    },
    { in: 'text', re: re(String.raw`\bsent you ${AMOUNT}|\bjust sent you money\b`) },
    { in: 'text', re: re(String.raw`\byou(?:'ve)? received (?:a payment of )?${AMOUNT}(?: USD)? from\b`) },
    { in: 'text', re: re(String.raw`${es('[tl]e envi[óo]')} ${AMOUNT}`) },
    { in: 'text', re: re(String.raw`\bpayments you received on\b`) },
  ],
  exclusions: COMMON_EXCLUSIONS,
  fields: [
    re(String.raw`(?<payer>${NAME}) has sent you (?<amount>${AMOUNT})`),
    re(String.raw`(?<payer>${NAME}) sent you (?<amount>${AMOUNT})`),
    re(String.raw`(?<payer>${NAME}) ${es('[tl]e envi[óo]')} (?<amount>${AMOUNT})`),
    re(
      String.raw`\byou(?:'ve)? received (?:a payment of )?(?<amount>${AMOUNT})(?: USD)? from (?<payer>${PAYER_NAME})`,
    ),
    re(String.raw`(?<payer>${NAME}) just sent you money\b`),
    re(String.raw`^payment received from (?<payer>${PAYER_NAME})$`),
    re(String.raw`\bamount received:? (?<amount>${AMOUNT})`),
    re(String.raw`\btransaction id:? (?<reference>${REF})`),
    re(String.raw`${es('id de (?:la )?transacci[óo]n')}:? (?<reference>${REF})`),
    re(String.raw`\btransaction date:? (?<date>${DATE})`),
    re(String.raw`\bpayments you received on (?<date>${DATE})`),
    re(String.raw`\b(?:sender|from):? ${NAME} \((?<handle>${EMAIL})\)`),
  ],
  digest: {
    identify: [{ in: 'text', re: re(String.raw`\bpayments you received on\b`) }],
    // One line a payment: "John Doe $1,250.00 USD 8AB12345CD6789013" (the table's cells side by side).
    item: new RegExp(String.raw`^(?<payer>${NAME}) (?<amount>${AMOUNT}) USD (?<reference>${REF})$`, 'imu'),
  },
};
