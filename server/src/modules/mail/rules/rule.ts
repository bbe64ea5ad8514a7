/**
 * The shape of a provider rule: everything the parser knows about one sender of payment
 * notifications, as data that `extract.ts` interprets (issue 12: "Providers as rules in data").
 * Patterns run on the normalized text (`text.ts`): one line per line of the mail, spaces collapsed,
 * non-breaking spaces and curly apostrophes made plain. Write them with the `iu` flags.
 */

import type { MethodPatterns } from '../parsed';

/** Where a pattern looks: the subject, the body's text, or either. */
export type Where = 'subject' | 'text' | 'any';

export interface Pattern {
  in: Where;
  re: RegExp;
}

/** A mail that is not money received, and why, in the words the ingest log shows. */
export interface Exclusion extends Pattern {
  why: string;
}

export interface ProviderRule {
  /** Stable id, stored with the candidate ("venmo", "chase-zelle"). */
  id: string;
  /** Who sends it, in words ("Venmo", "Chase (Zelle)"). */
  provider: string;
  /**
   * The payment method it books to, with that method's detection patterns: seeded as a payment
   * sub-type (`providers.ts` PAYMENT_METHODS), and its name is the mail's method when no stored
   * method's patterns match. Rules of one method (every Zelle bank) share one object.
   */
  method: MethodPatterns;
  /** The From domains the provider sends from (a subdomain counts). */
  senderDomains: string[];
  /** The domains whose DKIM pass verifies the mail (a subdomain counts). */
  dkimDomains: string[];
  /**
   * For a rule that reads many senders (the general Zelle reader, one entry per bank): each sender's
   * domains. The From domain names the sender, and only a DKIM pass within that sender's own domains
   * verifies the mail (aligned), never a pass for another sender of the rule (`trust.ts`).
   */
  senders?: Array<{ name: string; domains: string[] }>;
  /** Any one matching subject or text names this provider: how a look-alike from elsewhere is recognised. */
  identify: RegExp[];
  /** Any one matching: the mail reports money received. Read only after no exclusion matched. */
  received: Pattern[];
  /** Tried first, in order: the first that matches makes the mail `none` with its `why`. */
  exclusions: Exclusion[];
  /**
   * Field extraction, tried in order: each pattern may capture any of the named groups `payer`,
   * `amount`, `reference`, `date` and `handle`; a field takes the first usable capture.
   */
  fields: RegExp[];
  /** A mail listing several payments: when `identify` matches, every match of `item` is one payment. */
  digest?: { identify: Pattern[]; item: RegExp };
}
