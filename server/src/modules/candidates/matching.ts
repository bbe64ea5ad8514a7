import { isNickname } from './nicknames';

/**
 * Matching a payer's name from a mail to a tenant (DOMAIN "Payment candidates"; issue 12 "Matching").
 * Pure: the candidates' queries fetch a shortlist of tenants and the aliases earlier applies taught,
 * and this ranks them. It never matches on money: an amount equal to what a tenant owes only orders
 * tenants whose names already fit.
 */

/** The accents `bunkhouse_name_key` (db/derived/tenant-search.sql) takes off, letter for letter. */
export const NAME_KEY_ACCENTS = {
  from: 'áàâäãåāăąçćčďđéèêëēėęěğíìîïīįıłñńňóòôöõøōőřśšşťţúùûüūůűųýÿžźż',
  to: 'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnoooooooorsssttuuuuuuuuyyzzz',
} as const;

const ACCENT_MAP = new Map([...NAME_KEY_ACCENTS.from].map((c, i) => [c, NAME_KEY_ACCENTS.to[i]!]));

/** A name as the database's `name_key` holds it: lower-cased, without accents. */
export const nameKey = (name: string) => [...name.toLowerCase()].map((c) => ACCENT_MAP.get(c) ?? c).join('');

const NOT_NAMES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'mr', 'mrs', 'ms', 'dr']);

/** The words of a name: without accents, punctuation, titles and suffixes ("María  García-López Jr." → maria garcia lopez). */
export function nameTokens(name: string): string[] {
  const plain = nameKey(name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  return plain.split(' ').filter((t) => t && !NOT_NAMES.has(t));
}

export interface TenantToMatch {
  id: number;
  first_name: string;
  last_name: string;
  /** What the tenant owes now, in cents (0 when nothing). */
  owed_cents: number;
  /** The alias that names this tenant ("paid as …"), when one does. */
  alias: string | null;
}

export interface Ranked {
  tenantId: number;
  score: number;
  reason: string;
}

/** A match is confident from this score… */
export const MATCH_SCORE = 0.8;
/** …and when it beats the runner-up by this much. */
export const MATCH_MARGIN = 0.2;
/** Suggestions below this score are noise. */
const SUGGEST_SCORE = 0.2;
const MAX_SUGGESTIONS = 5;

/** Levenshtein distance of at most one (a typo), for words of five letters or more. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

/** How well the payer's words fit one tenant's name: a score from 0 to 1 and why. */
export function scoreName(payer: string[], tenant: { first_name: string; last_name: string }) {
  const first = nameTokens(tenant.first_name);
  const last = nameTokens(tenant.last_name).filter((t) => t.length > 1);
  const has = (t: string) => payer.includes(t);
  const initials = payer.filter((t) => t.length === 1);
  const lastSame = last.some(has);
  const lastClose = !lastSame && last.some((l) => payer.some((p) => oneEditApart(l, p)));
  const lastInitial = !lastSame && last.length > 0 && initials.includes(last[0]![0]!);
  const firstSame = first.some(has);
  const firstNickname = !firstSame && first.some((f) => payer.some((p) => isNickname(f, p)));
  const firstInitial = !firstSame && first.length > 0 && initials.includes(first[0]![0]!);

  if (lastSame && firstSame) return { score: last.every(has) ? 0.95 : 0.9, reason: 'same name' };
  if (lastSame && firstNickname) return { score: 0.85, reason: 'same last name, a nickname of the first' };
  if (lastSame && firstInitial) return { score: 0.7, reason: 'same last name and first initial' };
  if (lastClose && firstSame) return { score: 0.65, reason: 'same first name, last name spelled close' };
  if (firstSame && lastInitial) return { score: 0.6, reason: 'same first name and last initial' };
  if (lastSame) return { score: 0.25, reason: 'same last name only' };
  if (firstSame) return { score: 0.2, reason: 'same first name only' };
  return { score: 0, reason: '' };
}

/**
 * Ranks the shortlisted tenants for a payer: by name, an alias from an earlier apply counting as the
 * name itself; a tenant who owes exactly the amount moves up a little, only among names that fit.
 */
export function rankTenants(payerName: string, amountCents: number, tenants: TenantToMatch[]): Ranked[] {
  const payer = nameTokens(payerName);
  const ranked: Ranked[] = [];
  for (const tenant of tenants) {
    let { score, reason } = scoreName(payer, tenant);
    if (tenant.alias && score < 0.9) {
      score = 0.9;
      reason = `paid as ${tenant.alias} before`;
    } else if (tenant.alias) {
      score = 0.98;
      reason = `${reason}; paid as ${tenant.alias} before`;
    }
    if (score >= 0.6 && amountCents > 0 && tenant.owed_cents === amountCents) {
      score += 0.03;
      reason = `${reason}; owes exactly this amount`;
    }
    if (score >= SUGGEST_SCORE) ranked.push({ tenantId: tenant.id, score: Math.min(score, 1), reason });
  }
  return ranked.sort((a, b) => b.score - a.score || a.tenantId - b.tenantId).slice(0, MAX_SUGGESTIONS);
}

/** The confident match: the top tenant, when it scores high enough and clearly beats the next. */
export function confidentMatch(ranked: Ranked[]): number | null {
  const [top, next] = ranked;
  if (!top || top.score < MATCH_SCORE) return null;
  if (next && top.score - next.score < MATCH_MARGIN) return null;
  return top.tenantId;
}

/** The payer's words of three letters or more: the shortlist's trigram search terms. */
export const shortlistTerms = (payerName: string) =>
  [...new Set(nameTokens(payerName).filter((t) => t.length >= 3))].slice(0, 6);

/** The aliases an apply teaches: the payer's name, and their handle or e-mail when the mail showed one. */
export function aliasKeys(payerName: string, handle: string | null): string[] {
  const keys = [`name:${nameTokens(payerName).sort().join(' ')}`];
  if (handle) keys.push(`handle:${handle.trim().toLowerCase()}`);
  return keys;
}
