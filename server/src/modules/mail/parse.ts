import { fromCents } from '@bunkhouse/contract';
import { classifyMail, detectMethod } from './extract';
import { findForward } from './forward';
import type { ParsedPayment, ParseOptions, ParseResult } from './parsed';
import { readMail } from './read';
import { scanMail } from './scan';
import { verifyDirect, verifyForward } from './trust';

/**
 * What one raw message reports (issue 12, "Parser"): a payment per line of a digest, one otherwise,
 * each `candidate` (money received, sender verified), `unverified` (looks like money received, sender
 * not verified) or `none` (with `why`). Throws UnreadableMail, with one line saying why, for anything
 * that is not a mail within the limits (scan.ts); never anything else for bad input.
 *
 * Order: the scan refuses what must not reach mailparser; mailparser reads the MIME; a forward's
 * original, when there is one, is what the rules read (extract.ts); only money received is checked
 * for trust (trust.ts), so a statement never costs a DNS query.
 */
export async function parseMail(raw: Buffer, opts: ParseOptions): Promise<ParseResult> {
  const { headers } = scanMail(raw);
  const outer = await readMail(raw, headers);
  const forward = await findForward(outer);
  const content = forward?.content ?? outer.content;
  const ownNames = [...(opts.ownNames ?? []), ...outer.content.recipientNames, ...content.recipientNames];
  const verdict = classifyMail(content, { timezone: opts.timezone, ownNames });
  if (!verdict.received) {
    return { message: outer.facts, payments: [notAPayment(verdict.why, verdict.rule?.id ?? null)] };
  }

  const { rule } = verdict;
  const mail = { raw, headers, fromAddress: outer.content.fromAddress };
  const trust = forward
    ? await verifyForward(mail, content.fromAddress, rule, opts)
    : await verifyDirect(mail, rule, opts);
  const method = detectMethod(opts.methods, content, rule.method);
  const kind = trust.verified ? 'candidate' : 'unverified';
  const why = `${verdict.why}${forward ? ` (forwarded, ${forward.style})` : ''}${trust.verified ? '' : '; sender not verified'}`;
  return {
    message: outer.facts,
    payments: verdict.payments.map((p): ParsedPayment => ({
      kind,
      payer: p.payer,
      amount: fromCents(p.amountCents),
      method,
      reference: p.reference,
      date: p.date,
      why,
      provider: rule.id,
      payerHandle: p.handle,
      verification: trust.verification,
    })),
  };
}

function notAPayment(why: string, provider: string | null): ParsedPayment {
  return {
    kind: 'none',
    payer: null,
    amount: null,
    method: null,
    reference: null,
    date: null,
    why,
    provider,
    payerHandle: null,
    verification: 'Not checked: the mail reports no money received',
  };
}
