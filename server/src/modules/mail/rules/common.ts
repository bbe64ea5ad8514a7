import type { Exclusion } from './rule';

/**
 * Pieces every provider rule is written with, and the exclusions they all share: what is not money
 * received reads alike whoever sends it ("You sent", "requests", "pending"…).
 */

/** A rule's pattern: case-insensitive, Unicode (\p{L} for accented names). */
export const re = (source: string) => new RegExp(source, 'iu');

/**
 * A person's or business's name: up to six words of letters, apostrophes, hyphens and periods
 * ("JOHN DOE", "María García", "Ana P.", "O'Brien-Smith"). What stands next to it decides where it
 * ends; the operator's own name caught with it is removed afterwards (`fields.ts` cleanPayer).
 */
export const NAME = String.raw`\p{L}[\p{L}\p{M}'.\-]*(?: \p{L}[\p{L}\p{M}'.\-]*){0,5}`;

/** "$1,250.00", "$ 1250", "$25.5": real thousands groups only, never a digit or group cut off. */
export const AMOUNT = String.raw`\$ ?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?!,?\d)`;

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
/** The day formats `fields.ts` parseWrittenDate reads, with an optional weekday in front. */
export const DATE = String.raw`(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,? )?(?:${MONTH} \d{1,2}(?:st|nd|rd|th)?(?:,? \d{4})?|\d{1,2} ${MONTH},? \d{4}|\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})`;

/** A confirmation number or transaction id. */
export const REF = String.raw`#?[A-Z0-9][A-Z0-9-]{4,39}`;

export const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;

/**
 * Shared exclusions, in the order their `why` should win: a canceled payment to someone is
 * "canceled" rather than "payment sent". Patterns that footers of real receipts also contain
 * ("never share your one-time code") look at the subject only.
 */
export const COMMON_EXCLUSIONS: Exclusion[] = [
  {
    why: 'enroll to receive',
    in: 'any',
    re: re(
      String.raw`\benroll (?:to|now|with|in|today)\b|\bwaiting for you to enroll\b|\bwants to send you\b|\bregister (?:to receive|with zelle)`,
    ),
  },
  {
    why: 'refund',
    in: 'any',
    re: re(
      String.raw`\brefund(?:ed)? (?:of|for|to|from|is|was|has)\b|\bhas been refunded\b|\bissued (?:you )?a refund\b|^refund\b`,
    ),
  },
  { why: 'refund', in: 'subject', re: re(String.raw`\brefund`) },
  {
    why: 'failed payment',
    in: 'any',
    re: re(
      String.raw`\b(?:payment|transfer|money|deposit)\b[^\n]{0,40}\b(?:failed|was declined|was returned|could not be (?:completed|processed|delivered))|\b(?:couldn't|could not|was unable to|were unable to) (?:complete|process|send|deliver)\b|\bfailed (?:payment|transfer)\b`,
    ),
  },
  { why: 'failed payment', in: 'subject', re: re(String.raw`\b(?:failed|declined|unsuccessful|returned)\b`) },
  { why: 'canceled payment', in: 'any', re: re(String.raw`\bcancell?(?:ed|ation)\b`) },
  {
    why: 'pending payment',
    in: 'any',
    re: re(
      String.raw`\b(?:is|are|was|remains|still|currently) pending\b|\bpending (?:payment|transfer|deposit|review)\b|\bon hold\b`,
    ),
  },
  {
    why: 'payment request',
    in: 'any',
    re: re(
      String.raw`\brequest(?:s|ed|ing)? (?:\$|money|a payment|payment of)|\bsent you a request\b|\bis requesting\b|^request(?:ed)? (?:from|for)\b`,
    ),
  },
  { why: 'payment sent', in: 'subject', re: re(String.raw`\byou(?:'ve| have)? (?:just )?(?:sent|paid)\b`) },
  {
    why: 'payment sent',
    in: 'text',
    re: re(
      String.raw`(?:^|[.!] )you(?:'ve| have)? (?:just )?(?:sent|paid)\b|\byour (?:payment|money) (?:to|for)\b`,
    ),
  },
  {
    why: 'transfer to a bank',
    in: 'any',
    re: re(
      String.raw`\b(?:transfer(?:red)?|cash(?:ed)? ?out|withdrawal|withdrew|moved)\b[^\n]{0,60}\b(?:to|into) (?:your )?(?:bank|debit card|linked (?:bank|account|card)|account ending|checking|savings)\b|\b(?:instant|standard) transfer\b`,
    ),
  },
  {
    why: 'transfer to a bank',
    in: 'subject',
    re: re(String.raw`\bcash ?out\b|\btransfer (?:to|initiated|complete)`),
  },
  { why: 'statement', in: 'subject', re: re(String.raw`\bstatement\b`) },
  { why: 'statement', in: 'text', re: re(String.raw`\bstatement (?:is|are) (?:ready|available)\b`) },
  {
    why: 'security notice',
    in: 'subject',
    re: re(
      String.raw`\b(?:security|sign[- ]?(?:in|on)|log[- ]?in|password|verification code|one-time|passcode|suspicious|new device)\b`,
    ),
  },
  {
    why: 'security notice',
    in: 'text',
    re: re(
      String.raw`\bwe noticed a new (?:sign[- ]?(?:in|on)|login|device)\b|\byour password (?:was|has been) (?:changed|reset)\b|\bwas used to sign in\b`,
    ),
  },
  {
    why: 'marketing',
    in: 'subject',
    // Phrases, not single words that are also surnames ("Early", "Deal").
    re: re(
      String.raw`\b(?:special offers?|limited[- ]time|bonus for|rewards? (?:for|are|program)|cash ?back|sweepstakes|refer a friend|invite (?:a )?friends?|get paid (?:up to \d+ days )?early|introducing)\b|\d+% off`,
    ),
  },
  {
    why: 'marketing',
    in: 'text',
    re: re(
      String.raw`\blimited[- ]time\b|\bspecial offer\b|\brefer a friend\b|\binvite friends\b|\bpromo code\b|\bearn (?:up to )?\$\d+|\bget \$\d+ when\b`,
    ),
  },
];
