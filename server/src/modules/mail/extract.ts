import { todayIn } from '@bunkhouse/contract';
import { cleanPayer, domainOf, isWithin, parseAmount, parseWrittenDate } from './fields';
import type { MethodPatterns } from './parsed';
import { PROVIDER_RULES, type Pattern, type ProviderRule } from './providers';

/**
 * The one engine that reads the provider rules (providers.ts): which rule a mail falls under, whether
 * it reports money received (exclusions first), and the fields of each payment. It decides nothing
 * about trust: that is `trust.ts`, and `parse.ts` puts the two together.
 */

/** A mail's content as the rules read it: the forwarded original's, for a forward. */
export interface MailContent {
  fromAddress: string | null;
  /** The From display name ("Venmo"): a look-alike borrows it. */
  fromName: string | null;
  /** Normalized (`text.ts`), as is `text`. */
  subject: string;
  text: string;
  /** The Date header (for an inline forward, the forward's own). */
  date: Date | null;
  /** An inline forward's "Date:"/"Sent:" line: the original's day, as its header block wrote it. */
  writtenDate: string | null;
  /** Display names of To and Cc: the operator's own names as the mail spells them. */
  recipientNames: string[];
}

export interface ExtractedPayment {
  payer: string;
  amountCents: number;
  reference: string | null;
  /** YYYY-MM-DD, or null when the mail states no day at all. */
  date: string | null;
  handle: string | null;
}

export type Verdict =
  | { received: false; rule: ProviderRule | null; why: string }
  | {
      received: true;
      rule: ProviderRule;
      /** The From domain is one of the rule's: otherwise a look-alike, never more than unverified. */
      bySender: boolean;
      payments: ExtractedPayment[];
      why: string;
    };

export interface ExtractOptions {
  timezone: string;
  /** The operator's names (options and the mail's recipients): never taken for the payer. */
  ownNames: string[];
}

const matches = (pattern: Pattern, content: MailContent) =>
  (pattern.in !== 'text' && pattern.re.test(content.subject)) ||
  (pattern.in !== 'subject' && pattern.re.test(content.text));

/**
 * The rules whose sender domain the mail comes from, in order (a provider's, then layouts taught for
 * it): the first that reads money received, or says what the mail is instead (an exclusion, a missing
 * field); failing that, a rule whose wording it borrows (the look-alike: a spoof from
 * venmo-payments.example reads as Venmo, and stays unverified). `rules`: the provider rules and the
 * taught layouts (taught.ts).
 */
export function classifyMail(
  content: MailContent,
  opts: ExtractOptions,
  rules: readonly ProviderRule[] = PROVIDER_RULES,
): Verdict {
  const domain = domainOf(content.fromAddress);
  const bySender = rules
    .filter((rule) => rule.senderDomains.some((d) => isWithin(domain, d)))
    .map((rule) => classifyWithRule(rule, content, opts, true));
  if (bySender.length)
    return bySender.find((v) => v.received || v.why !== notReceived(v.rule!)) ?? bySender[0]!;
  const all = `${content.fromName ?? ''} <${content.fromAddress ?? ''}>\n${content.subject}\n${content.text}`;
  const lookalikes = rules.filter((rule) => rule.identify.some((re) => re.test(all)));
  const verdicts = lookalikes.map((rule) => classifyWithRule(rule, content, opts, false));
  // Money received under some rule; else the rule that says what it is instead (an exclusion, a
  // missing field); else it is no notification at all.
  return (
    verdicts.find((v) => v.received) ??
    verdicts.find((v) => v.rule && v.why !== notReceived(v.rule)) ?? {
      received: false,
      rule: null,
      why: 'not a payment notification',
    }
  );
}

const notReceived = (rule: ProviderRule) => `${rule.provider}: not a money-received notification`;

/**
 * A verdict that no rule read the mail: no rule's, or its rule's without an exclusion or a missing
 * field (a layout it does not know). Such a mail from a verified sender waits for a look (issue 31).
 */
export const isUnread = (verdict: Verdict) =>
  !verdict.received && (verdict.rule === null || verdict.why === notReceived(verdict.rule));

/** What `rule` makes of the content: an exclusion, not money received, or the payments it reports. */
export function classifyWithRule(
  rule: ProviderRule,
  content: MailContent,
  opts: ExtractOptions,
  bySender: boolean,
): Verdict {
  const exclusion = rule.exclusions.find((e) => matches(e, content));
  if (exclusion) return { received: false, rule, why: `${rule.provider}: ${exclusion.why}` };
  if (!rule.received.some((p) => matches(p, content)))
    return { received: false, rule, why: notReceived(rule) };

  const whole = readFields(rule.fields, content, opts);
  const fallbackDate =
    whole.date ??
    (content.writtenDate ? parseWrittenDate(content.writtenDate, content.date, opts.timezone) : null) ??
    (content.date ? todayIn(opts.timezone, content.date) : null);

  const isDigest = rule.digest?.identify.some((p) => matches(p, content)) ?? false;
  const found = isDigest ? readItems(rule.digest!.item, content, opts) : [whole];
  const payments: ExtractedPayment[] = [];
  for (const item of found) {
    if (item.payer === null || item.amountCents === null) {
      const missing = item.payer === null ? (item.onlyOwnName ? null : 'payer') : 'amount';
      const why = missing
        ? `${rule.provider}: money received, but the ${missing} could not be read`
        : `${rule.provider}: the only name next to the amount is the operator's own`;
      if (!isDigest) return { received: false, rule, why };
      continue;
    }
    payments.push({
      payer: item.payer,
      amountCents: item.amountCents,
      reference: item.reference,
      date: item.date ?? fallbackDate,
      handle: item.handle,
    });
  }
  if (payments.length === 0)
    return { received: false, rule, why: `${rule.provider}: the digest lists no payment` };
  const why = isDigest
    ? `${rule.provider}: money received (digest of ${payments.length})`
    : `${rule.provider}: money received`;
  return { received: true, rule, bySender, payments, why };
}

interface Fields {
  payer: string | null;
  /** The only payer caught was the operator's own name. */
  onlyOwnName: boolean;
  amountCents: number | null;
  reference: string | null;
  date: string | null;
  handle: string | null;
}

const emptyFields = (): Fields => ({
  payer: null,
  onlyOwnName: false,
  amountCents: null,
  reference: null,
  date: null,
  handle: null,
});

const globals = new WeakMap<RegExp, RegExp>();
/** The same pattern with the `g` flag, for matchAll: rule patterns stay stateless. */
function global(re: RegExp): RegExp {
  let copy = globals.get(re);
  if (!copy) {
    copy = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    globals.set(re, copy);
  }
  return copy;
}

/** Fills each field from the first usable capture, patterns in order, the text before the subject. */
function readFields(patterns: RegExp[], content: MailContent, opts: ExtractOptions): Fields {
  const fields = emptyFields();
  for (const pattern of patterns)
    for (const source of [content.text, content.subject])
      for (const match of source.matchAll(global(pattern)))
        takeMatch(fields, match.groups ?? {}, content, opts);
  return fields;
}

/** Every line a digest's item pattern matches, each one payment. */
function readItems(item: RegExp, content: MailContent, opts: ExtractOptions): Fields[] {
  return [...content.text.matchAll(global(item))].map((match) => {
    const fields = emptyFields();
    takeMatch(fields, match.groups ?? {}, content, opts);
    return fields;
  });
}

/**
 * Takes what one match captured into the fields still empty. A match whose payer is only the
 * operator's own name is skipped whole, so its amount is not paired with someone else's name.
 */
function takeMatch(
  fields: Fields,
  groups: Record<string, string | undefined>,
  content: MailContent,
  opts: ExtractOptions,
) {
  if (groups.payer !== undefined && fields.payer === null) {
    const payer = cleanPayer(groups.payer, opts.ownNames);
    if (!payer) {
      fields.onlyOwnName = true;
      return;
    }
    fields.payer = payer;
  }
  if (groups.amount !== undefined && fields.amountCents === null)
    fields.amountCents = parseAmount(groups.amount);
  if (groups.reference !== undefined && fields.reference === null)
    fields.reference = groups.reference.replace(/^#/, '');
  if (groups.date !== undefined && fields.date === null)
    fields.date = parseWrittenDate(groups.date, content.date, opts.timezone);
  if (groups.handle !== undefined && fields.handle === null) fields.handle = groups.handle;
}

const compiled = new Map<string, RegExp | null>();
/** A stored detection pattern, compiled once; one that does not compile matches nothing. */
function methodPattern(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let re: RegExp | null = null;
    for (const flags of ['iu', 'i']) {
      try {
        re = new RegExp(source, flags);
        break;
      } catch {
        // Not valid with these flags: try the next, else leave it out.
      }
    }
    compiled.set(source, re);
  }
  return compiled.get(source) ?? null;
}

/**
 * The payment method: the first method whose patterns match the sender's address, else the
 * subject, else the text (in that order, so a word in a footer never outweighs who sent the mail);
 * the rule's own method when none does.
 */
export function detectMethod(
  methods: readonly MethodPatterns[],
  content: MailContent,
  fallback: string,
): string {
  return methodIn(methods, [content.fromAddress ?? '', content.subject, content.text]) ?? fallback;
}

/**
 * The first method whose detection patterns (compiled once) match the first of `sources` that any
 * matches; null when none does. A bank line's description is read so too (statements.service.ts).
 */
export function methodIn(methods: readonly MethodPatterns[], sources: string[]): string | null {
  for (const source of sources)
    for (const method of methods)
      if (method.patterns.some((p) => methodPattern(p)?.test(source))) return method.name;
  return null;
}
