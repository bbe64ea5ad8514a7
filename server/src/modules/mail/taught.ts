import { COMMON_EXCLUSIONS } from './rules/common';
import type { ProviderRule } from './rules/rule';

/**
 * Layouts taught by staff (issue 31, "Teach a layout"; candidates/layouts.service.ts stores them): each
 * a rule for one sender domain, read after the provider rules by the same engine (extract.ts), with
 * the same exclusions (a sent payment, a request, a statement… stay traps) and the same trust (a DKIM
 * pass for that domain, trust.ts). Plain data, so that it crosses into the mail reader's worker.
 */
export interface TaughtLayout {
  id: number;
  /** The sender's domain (a subdomain counts). */
  domain: string;
  /** One per line of the mail, each compiled case-insensitive and multi-line: `(?<payer>…)`, `(?<amount>…)`. */
  patterns: string[];
  /** The payment method its payments book to. */
  method: string;
}

/** The id a taught layout's candidates carry as their provider. */
export const taughtRuleId = (id: number) => `taught-${id}`;

/** A pattern compiled as layouts are, or null when it does not compile. */
export function compileLayoutPattern(source: string): RegExp | null {
  try {
    return new RegExp(source, 'imu');
  } catch {
    return null;
  }
}

/**
 * The layout as a provider rule: money received when its first line matches (the mail's words where the
 * payer stood), its fields from every line; none when a pattern does not compile.
 */
export function taughtRule(layout: TaughtLayout): ProviderRule | null {
  const patterns = layout.patterns.map(compileLayoutPattern);
  if (!patterns.length || patterns.some((p) => p === null)) return null;
  const res = patterns as RegExp[];
  return {
    id: taughtRuleId(layout.id),
    provider: `Taught layout (${layout.domain})`,
    method: { name: layout.method, patterns: [] },
    senderDomains: [layout.domain],
    dkimDomains: [layout.domain],
    // A look-alike of a taught layout is no one's: only the sender's own domain reads it.
    identify: [],
    received: [{ in: 'text', re: res[0]! }],
    exclusions: COMMON_EXCLUSIONS,
    fields: res,
  };
}
