import { fromCents } from '@bunkhouse/contract';
import { mailReader } from './mail-reader';
import type { ParsedPayment, ParseOptions, ParseResult } from './parsed';
import { PROVIDER_RULES } from './providers';
import { verifyDirect, verifyForward } from './trust';

/**
 * What one raw message reports (issue 12, "Parser"): a payment per line of a digest, one otherwise,
 * each `candidate` (money received, sender verified), `unverified` (looks like money received, sender
 * not verified) or `none` (with `why`). Throws UnreadableMail, with one line saying why, for anything
 * that is not a mail within the limits (scan.ts) or is too complex to read (mail-reader.ts); never
 * anything else for bad input.
 *
 * Order: the reading (reading.ts: the scan, mailparser, a forward's original, the provider rules) runs
 * in the mail reader's worker; only money received is then checked for trust (trust.ts), here, so a
 * statement never costs a DNS query.
 */
export async function parseMail(raw: Buffer, opts: ParseOptions): Promise<ParseResult> {
  const reading = await (opts.reader ?? mailReader).read(raw, {
    timezone: opts.timezone,
    methods: opts.methods,
    ownNames: opts.ownNames,
  });
  const message = { ...reading.message, date: reading.message.date ? new Date(reading.message.date) : null };
  const { verdict } = reading;
  if (!verdict.received) return { message, payments: [notAPayment(verdict.why, verdict.ruleId)] };

  const rule = PROVIDER_RULES.find((r) => r.id === verdict.ruleId)!;
  const mail = { raw, headers: reading.headers, fromAddress: reading.fromAddress };
  const trust = reading.forward
    ? await verifyForward(mail, reading.forward.fromAddress, rule, opts)
    : await verifyDirect(mail, rule, opts);
  const kind = trust.verified ? 'candidate' : 'unverified';
  const forward = reading.forward ? ` (forwarded, ${reading.forward.style})` : '';
  const why = `${verdict.why}${forward}${trust.verified ? '' : '; sender not verified'}`;
  return {
    message,
    payments: verdict.payments.map((p): ParsedPayment => ({
      kind,
      payer: p.payer,
      amount: fromCents(p.amountCents),
      method: reading.method,
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
