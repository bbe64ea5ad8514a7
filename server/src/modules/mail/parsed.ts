import type { TaughtLayout } from './taught';
import type { MailReader } from './mail-reader';
import type { MailKind } from '@bunkhouse/contract';

/**
 * What the parser makes of one payment a notification reports (issue 12). `npm run mail -- parse`
 * prints the first seven fields; the rest feed matching and the ingest log.
 */
export interface ParsedPayment {
  kind: MailKind;
  /** The payer's name as the mail writes it ("JOHN DOE", "María G."), or null for `none`. */
  payer: string | null;
  /** A decimal string with two places ("1250.00"), or null for `none`. */
  amount: string | null;
  /**
   * A payment method's name: the first method whose patterns match, else the rule's own (Zelle,
   * Venmo, Cash App…: `providers.ts` PAYMENT_METHODS).
   */
  method: string | null;
  /** The provider's reference (confirmation number, transaction id), when the mail gives one. */
  reference: string | null;
  /** The payment's day, YYYY-MM-DD in the business time zone. */
  date: string | null;
  /** Why this kind: the rule that matched and, for `none` or `unverified`, what was missing. */
  why: string;
  /** The provider rule's id ("venmo", "chase-zelle"…), or null. */
  provider: string | null;
  /** The payer's handle or e-mail when the mail shows it (@handle, $cashtag, an address). */
  payerHandle: string | null;
  /** How the sender was or was not verified, in words (shown on the candidate). */
  verification: string;
}

/** The message's own facts, for the ingest log. */
export interface MailFacts {
  messageId: string | null;
  subject: string;
  from: string;
  /** The Date header, or null when missing or unreadable. */
  date: Date | null;
}

export interface ParseResult {
  message: MailFacts;
  /** One entry per payment reported (a digest has several); a mail that reports none has one `none`. */
  payments: ParsedPayment[];
  /** A mail no rule read, from a verified sender: the From domain its DKIM pass verified; else null. */
  unreadSender: string | null;
  /** That mail's text as the rules read it (for a look); null otherwise. */
  text: string | null;
}

/** A payment method and its detection patterns (regular expression sources, case-insensitive). */
export interface MethodPatterns {
  name: string;
  patterns: string[];
}

export interface ParseOptions {
  /** The business time zone: the payment's `date` is its calendar day there. */
  timezone: string;
  /** Only Authentication-Results headers with this authserv-id are read; null: none is trusted. */
  trustedAuthservId: string | null;
  /** Staff addresses (a@b.c) or domains (b.c) whose verified forwards count as verified. */
  trustedForwarders: string[];
  /** Active payment methods with their detection patterns (transaction_sub_types). */
  methods: readonly MethodPatterns[];
  /** The business's own names (the operator's name may appear next to the payer's). */
  ownNames?: string[];
  /** Layouts taught by staff, read after the provider rules (taught.ts). */
  taught?: TaughtLayout[];
  /**
   * For a message without a trusted Authentication-Results header: verify its DKIM signature, with
   * this DNS resolver (mailauth's `resolver`; tests pass one that knows their test key). Undefined:
   * the system's DNS; false: no DKIM check.
   */
  dkimResolver?: ((name: string, rr: string) => Promise<unknown>) | false;
  /** The reader whose worker reads the mail (mail-reader.ts); undefined: the shared one, at its limits. */
  reader?: MailReader;
}

/** A message that cannot be read as mail at all (empty, not MIME, too large or too deep). */
export class UnreadableMail extends Error {}
