import { classifyMail, detectMethod, isUnread, type ExtractedPayment } from './extract';
import { findForward, type ForwardStyle } from './forward';
import type { MailFacts, MethodPatterns } from './parsed';
import { readMail } from './read';
import { PROVIDER_RULES, type ProviderRule } from './providers';
import { scanMail, type HeaderField } from './scan';
import { taughtRule, type TaughtLayout } from './taught';

/**
 * What reading a mail finds, before any question of trust (issue 12's parser, issue 28's limits):
 * the scan, mailparser, the HTML as text, the forward and the provider rules. This is the part of
 * parsing whose cost the sender controls, so it runs in a worker with hard limits (`mail-reader.ts`);
 * `parse.ts` then checks trust on the main thread. Everything here is plain data: it crosses from the
 * worker as JSON (dates as ISO strings).
 */
export interface MailReading {
  message: Omit<MailFacts, 'date'> & { date: string | null };
  /** The message's own header fields (Authentication-Results, DKIM-Signature), for trust. */
  headers: HeaderField[];
  /** The message's own From address (the forwarder's, for a forward). */
  fromAddress: string | null;
  /** A forward's style and the original's From address. */
  forward: { style: ForwardStyle; fromAddress: string | null } | null;
  verdict:
    | { received: false; ruleId: string | null; why: string; unread: boolean }
    | { received: true; ruleId: string; why: string; payments: ExtractedPayment[] };
  /**
   * The text the rules read (the forwarded original's), for a mail no rule read: what staff see
   * waiting for a look and teach a layout from. Null otherwise.
   */
  text: string | null;
  /** The payment method's name (extract.ts detectMethod), for money received. */
  method: string | null;
}

export interface ReadingOptions {
  timezone: string;
  methods: readonly MethodPatterns[];
  ownNames?: string[];
  /** Layouts taught by staff, read after the provider rules (taught.ts). */
  taught?: TaughtLayout[];
}

/** The provider rules, then the taught layouts (those whose patterns compile). */
export const rulesWith = (taught: TaughtLayout[] = []): ProviderRule[] => [
  ...PROVIDER_RULES,
  ...taught.flatMap((layout) => taughtRule(layout) ?? []),
];

/** Throws UnreadableMail, with one line saying why, for what is not a mail within the scan's limits. */
export async function readPayments(raw: Buffer, opts: ReadingOptions): Promise<MailReading> {
  const { headers } = scanMail(raw);
  const outer = await readMail(raw, headers);
  const forward = await findForward(outer);
  const content = forward?.content ?? outer.content;
  const ownNames = [...(opts.ownNames ?? []), ...outer.content.recipientNames, ...content.recipientNames];
  const verdict = classifyMail(content, { timezone: opts.timezone, ownNames }, rulesWith(opts.taught));
  const unread = isUnread(verdict);
  return {
    message: { ...outer.facts, date: outer.facts.date?.toISOString() ?? null },
    headers,
    fromAddress: outer.content.fromAddress,
    forward: forward ? { style: forward.style, fromAddress: forward.content.fromAddress } : null,
    verdict: verdict.received
      ? { received: true, ruleId: verdict.rule.id, why: verdict.why, payments: verdict.payments }
      : { received: false, ruleId: verdict.rule?.id ?? null, why: verdict.why, unread },
    text: unread ? content.text : null,
    method: verdict.received ? detectMethod(opts.methods, content, verdict.rule.method.name) : null,
  };
}
