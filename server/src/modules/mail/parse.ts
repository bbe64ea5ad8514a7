import { fromCents } from '@bunkhouse/contract';
import { mailReader } from './mail-reader';
import type { ParsedPayment, ParseOptions, ParseResult } from './parsed';
import { rulesWith } from './reading';
import { verifiedSender, verifyDirect, verifyForward } from './trust';

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
    taught: opts.taught,
  });
  const message = { ...reading.message, date: reading.message.date ? new Date(reading.message.date) : null };
  const { verdict } = reading;
  const mail = { raw, headers: reading.headers, fromAddress: reading.fromAddress };
  if (!verdict.received) {
    // A mail no rule read, straight from a verified sender, waits for a look (issue 31): no DNS for
    // anything else (a forward, a trap).
    const unreadSender = verdict.unread && !reading.forward ? await verifiedSender(mail, opts) : null;
    return {
      message,
      payments: [notAPayment(verdict.why, verdict.ruleId)],
      unreadSender,
      text: unreadSender ? reading.text : null,
    };
  }

  const rule = rulesWith(opts.taught).find((r) => r.id === verdict.ruleId)!;
  const trust = reading.forward
    ? await verifyForward(mail, reading.forward.fromAddress, rule, opts)
    : await verifyDirect(mail, rule, opts);
  const kind = trust.verified ? 'candidate' : 'unverified';
  const forward = reading.forward ? ` (forwarded, ${reading.forward.style})` : '';
  const why = `${verdict.why}${forward}${trust.verified ? '' : '; sender not verified'}`;
  return {
    message,
    unreadSender: null,
    text: null,
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
