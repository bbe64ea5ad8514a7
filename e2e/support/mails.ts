import fs from 'node:fs';
import path from 'node:path';
import { daysBefore, today } from './days';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Who a payment mail says sent the money: a first and last name, letters only (the parsers read no digits). */
export interface Payer {
  first_name: string;
  last_name: string;
}

export interface MailOptions {
  /** The payer's name in capitals, as some providers write it. */
  upper?: boolean;
  /**
   * False: without our receiving server's Authentication-Results (its DKIM pass for the provider), so
   * the mail is listed as unverified and its Apply asks first.
   */
  verified?: boolean;
}

/** A provider's notification of money received from `payer`, yesterday, as e2e/fixtures writes it. */
export function mail(
  file: string,
  payer: Payer,
  amount: string,
  reference: string,
  { upper = false, verified = true }: MailOptions = {},
) {
  const day = daysBefore(today(), 1);
  const name = `${payer.first_name} ${payer.last_name}`;
  const sentOn = `${MONTHS[day.getUTCMonth()]} ${String(day.getUTCDate()).padStart(2, '0')}, ${day.getUTCFullYear()}`;
  let text = fill(fs.readFileSync(path.join(FIXTURES, file), 'utf8'), {
    payer: upper ? name.toUpperCase() : name,
    amount,
    reference,
    sent_on: sentOn,
    handle: `${payer.first_name}-${payer.last_name}-${reference.slice(-4)}`.toLowerCase(),
    date_header: new Date(day.getTime() + 15 * 3_600_000).toUTCString(),
  });
  // The header and its folded lines (they start with a space).
  if (!verified) text = text.replace(/^Authentication-Results:.*\n(?:[ \t].*\n)*/m, '');
  return { name: file, mimeType: 'message/rfc822', buffer: Buffer.from(text) };
}
