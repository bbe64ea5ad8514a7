import type { DKIMResult, DNSResolver } from 'mailauth';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { domainOf, isWithin } from './fields';
import type { ParseOptions } from './parsed';
import type { ProviderRule } from './providers';
import type { HeaderField } from './scan';

/**
 * Whether a mail really comes from the provider (issue 12, "Trust"). Only our own receiving server's
 * Authentication-Results count, and of those only the topmost (issue 28): any other one is text the
 * sender wrote. Without ours, an uploaded file is verified by its DKIM signature when the key can be
 * fetched.
 */

export interface Trust {
  verified: boolean;
  /** In words, for staff: why it is or is not verified. */
  verification: string;
}

/** What the mail proves about itself: the domains with a DKIM pass, and where that came from. */
type Evidence =
  | { via: 'authres'; authservId: string; passed: string[]; results: string[] }
  | { via: 'dkim'; passed: string[]; problems: string[] }
  | { via: 'none'; reason: string };

export interface AuthResult {
  method: string;
  result: string;
  props: Record<string, string>;
}

/**
 * What our own receiving server says of the mail: the results of the topmost Authentication-Results
 * header with `authservId` (case-insensitive). RFC 8601 has a receiving server add its own above
 * whatever the mail carried, so a later one with our id is text the sender planted (an uploaded mail
 * comes through servers that may not strip them, section 5): it is not read, except that a result
 * other than a pass in it vetoes a pass on top for the same method and domain. A fail below ours
 * never becomes a pass.
 */
export function readAuthenticationResults(headers: HeaderField[], authservId: string | null): AuthResult[] {
  if (!authservId) return [];
  const [top, ...below] = headers
    .filter((h) => h.name === 'authentication-results')
    .map((h) => stripComments(h.value).split(';'))
    .filter(([id]) => id?.trim().split(/\s+/)[0]?.toLowerCase() === authservId.toLowerCase())
    .map(([, ...resinfos]) => resinfos.map(readResinfo).filter((r): r is AuthResult => r !== null));
  if (!top) return [];
  const vetoed = new Set(
    below
      .flat()
      .filter((r) => r.result !== 'pass')
      .map(resultKey),
  );
  return top.map((r) => (r.result === 'pass' && vetoed.has(resultKey(r)) ? { ...r, result: 'fail' } : r));
}

/** What a result is about: its method and, for DKIM, the signing domain. */
const resultKey = (r: AuthResult) => `${r.method} ${r.method === 'dkim' ? signingDomain(r) : ''}`;

function stripComments(value: string): string {
  let text = value;
  for (let previous = ''; previous !== text;) [previous, text] = [text, text.replace(/\([^()]*\)/g, ' ')];
  return text;
}

function readResinfo(resinfo: string): AuthResult | null {
  const pairs = [...resinfo.matchAll(/([\w./-]+)\s*=\s*("[^"]*"|[^\s;]+)/g)].map(
    (m) => [m[1]!.toLowerCase(), m[2]!.replace(/^"|"$/g, '')] as const,
  );
  const [first, ...rest] = pairs;
  if (!first) return null;
  return { method: first[0].split('/')[0]!, result: first[1].toLowerCase(), props: Object.fromEntries(rest) };
}

/** The signing domain a DKIM result names: header.d, else the domain of header.i. */
const signingDomain = (r: AuthResult) =>
  r.props['header.d']?.toLowerCase() ?? domainOf(r.props['header.i']) ?? null;

async function gatherEvidence(raw: Buffer, headers: HeaderField[], opts: ParseOptions): Promise<Evidence> {
  const dkim = readAuthenticationResults(headers, opts.trustedAuthservId).filter((r) => r.method === 'dkim');
  if (dkim.length > 0) {
    return {
      via: 'authres',
      authservId: opts.trustedAuthservId!,
      passed: dkim.filter((r) => r.result === 'pass').flatMap((r) => signingDomain(r) ?? []),
      results: dkim.map((r) => `dkim=${r.result}${signingDomain(r) ? ` for ${signingDomain(r)}` : ''}`),
    };
  }
  if (!headers.some((h) => h.name === 'dkim-signature'))
    return { via: 'none', reason: 'No trusted Authentication-Results and no DKIM signature' };
  if (opts.dkimResolver === false)
    return {
      via: 'none',
      reason: 'No trusted Authentication-Results, and DKIM signatures are not checked here',
    };
  try {
    const result = await dkimVerify(
      raw,
      opts.dkimResolver ? { resolver: opts.dkimResolver as DNSResolver } : {},
    );
    // A signature with l= that stops before the end of the body vouches for none of what follows it:
    // a sender could append a part of their own below a genuine notification.
    const isWhole = (r: DKIMResult) => r.status.result === 'pass' && !r.status.underSized;
    const signed = result.results.filter((r) => r.signingDomain);
    return {
      via: 'dkim',
      passed: signed.filter(isWhole).map((r) => r.signingDomain.toLowerCase()),
      problems: signed.filter((r) => !isWhole(r)).map(describeFailure),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { via: 'none', reason: `No trusted Authentication-Results; the DKIM check failed: ${reason}` };
  }
}

function describeFailure(r: DKIMResult): string {
  if (r.status.result === 'pass')
    return `the DKIM signature for ${r.signingDomain} covers only part of the body`;
  if (r.status.result === 'temperror' || r.status.comment === 'no key')
    return `the DKIM key for ${r.signingDomain} could not be fetched`;
  return `the DKIM signature for ${r.signingDomain} did not verify (${r.status.comment ?? r.status.result})`;
}

/** Why nothing proves `wanted`, in words. */
function missing(evidence: Evidence, wanted: string): string {
  if (evidence.via === 'none') return evidence.reason;
  if (evidence.via === 'authres')
    return `${evidence.authservId} shows no DKIM pass for ${wanted} (${evidence.results.join(', ')})`;
  const problems = evidence.problems.length > 0 ? evidence.problems : ['no DKIM signature by that domain'];
  return `No trusted Authentication-Results; ${problems.join('; ')} (wanted ${wanted})`;
}

const passed = (evidence: Evidence, domain: string) =>
  evidence.via === 'authres'
    ? `DKIM pass for ${domain} (${evidence.authservId})`
    : `DKIM signature verified for ${domain}`;

/**
 * The domains whose DKIM pass verifies a mail From `domain` under `rule`, in words too. A rule of many
 * senders (every bank of the general Zelle reader) takes only the From domain's own sender's domains:
 * a bank's mail is verified by that bank's signature, never by another bank's (aligned).
 */
function wantedDkim(rule: ProviderRule, domain: string | null): { domains: string[]; words: string } {
  if (!rule.senders) return { domains: rule.dkimDomains, words: rule.dkimDomains.join(' or ') };
  const sender = rule.senders.find((s) => s.domains.some((d) => isWithin(domain, d)));
  if (!sender) return { domains: [], words: `a sender of ${rule.provider} for ${domain ?? 'no address'}` };
  return { domains: sender.domains, words: `${sender.domains.join(' or ')} (${sender.name})` };
}

/**
 * A provider's own mail: From one of its domains and a DKIM pass for one of its DKIM domains (for a
 * rule of many senders, one of the From domain's own sender's).
 */
export async function verifyDirect(
  mail: { raw: Buffer; headers: HeaderField[]; fromAddress: string | null },
  rule: ProviderRule,
  opts: ParseOptions,
): Promise<Trust> {
  const domain = domainOf(mail.fromAddress);
  if (!rule.senderDomains.some((d) => isWithin(domain, d)))
    return {
      verified: false,
      verification: `Sent from ${domain ?? 'no address'}, which is not a ${rule.provider} domain`,
    };
  const wanted = wantedDkim(rule, domain);
  const evidence = await gatherEvidence(mail.raw, mail.headers, opts);
  const pass =
    evidence.via === 'none'
      ? undefined
      : evidence.passed.find((p) => wanted.domains.some((d) => isWithin(p, d)));
  return pass
    ? { verified: true, verification: passed(evidence, pass) }
    : { verified: false, verification: missing(evidence, wanted.words) };
}

/**
 * A forward: verified only when the original is From the provider's domain, the forwarder is a
 * trusted staff address (or domain), and the forward itself carries a DKIM pass for the forwarder's
 * own domain. The original's own signature is not enough: anyone can forward a genuine notification
 * of money they received themselves. (So for a rule of many senders, any of their domains will do
 * here: the original's signature, the only thing alignment is about, is not what is trusted.)
 */
export async function verifyForward(
  mail: { raw: Buffer; headers: HeaderField[]; fromAddress: string | null },
  originalFrom: string | null,
  rule: ProviderRule,
  opts: ParseOptions,
): Promise<Trust> {
  const forwarder = mail.fromAddress ?? 'an unknown sender';
  const forwarderDomain = domainOf(mail.fromAddress);
  const originalDomain = domainOf(originalFrom);
  if (!rule.senderDomains.some((d) => isWithin(originalDomain, d)))
    return {
      verified: false,
      verification: `Forwarded by ${forwarder}; the original is from ${originalDomain ?? 'no address'}, which is not a ${rule.provider} domain`,
    };
  const trusted = opts.trustedForwarders.map((t) => t.trim().toLowerCase());
  if (!forwarderDomain || !(trusted.includes(forwarder.toLowerCase()) || trusted.includes(forwarderDomain)))
    return { verified: false, verification: `Forwarded by ${forwarder}, who is not a trusted forwarder` };
  const evidence = await gatherEvidence(mail.raw, mail.headers, opts);
  // Relaxed alignment: a signature by sunrise.example vouches for owner@mail.sunrise.example.
  const pass =
    evidence.via === 'none' ? undefined : evidence.passed.find((p) => isWithin(forwarderDomain, p));
  return pass
    ? {
        verified: true,
        verification: `Forwarded by ${forwarder}, a trusted forwarder (${passed(evidence, pass)})`,
      }
    : {
        verified: false,
        verification: `Forwarded by ${forwarder}, a trusted forwarder, but the forward is not verified: ${missing(evidence, forwarderDomain)}`,
      };
}

/**
 * The From domain of a mail that no rule read, when our receiving server's DKIM pass for it (or for a
 * parent domain of it) proves it; null otherwise. Only our server's Authentication-Results count here,
 * never a DNS query: most such mail is no payment at all. Such a mail waits for a look (issue 31): a
 * layout taught from it then reads that domain's mail, and only with that domain's pass (verifyDirect).
 */
export async function verifiedSender(
  mail: { raw: Buffer; headers: HeaderField[]; fromAddress: string | null },
  opts: ParseOptions,
): Promise<string | null> {
  const domain = domainOf(mail.fromAddress);
  if (!domain) return null;
  const evidence = await gatherEvidence(mail.raw, mail.headers, { ...opts, dkimResolver: false });
  if (evidence.via === 'none') return null;
  return evidence.passed.some((p) => isWithin(domain, p)) ? domain : null;
}
