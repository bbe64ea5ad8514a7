import { amountCents, UnreadableStatement, type Statement, type StatementLine } from './lines';

/**
 * OFX and QFX bank statements (Open Financial Exchange 1.x SGML, whose elements need not be closed,
 * and 2.x XML): the account (`BANKACCTFROM` / `CCACCTFROM` `ACCTID`) and each transaction
 * (`STMTTRN`: `DTPOSTED`, `TRNAMT`, `FITID`, `NAME`, `MEMO`, `TRNTYPE`). A reading of our own, small
 * and tolerant: an element's value runs to the next tag, so both forms read alike. QFX is OFX with
 * an Intuit header.
 */

/** Whether the text is an OFX document: its SGML header or an `<OFX>` root. */
export const looksLikeOfx = (text: string) => /^\s*(?:OFXHEADER:|<\?xml[^>]*>\s*<\?OFX|<OFX>)/i.test(text);

/** The first value of element `tag` in `block` ("<TRNAMT>-50.00" or "<TRNAMT>-50.00</TRNAMT>"). */
function valueOf(block: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  const value = match?.[1]?.trim();
  return value ? decodeEntities(value) : null;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&amp;/gi, '&');

/** "20260301", "20260301120000.000[-5:EST]" → "2026-03-01" (the day as the bank wrote it). */
function ofxDay(value: string | null): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1 ? `${y}-${m}-${d}` : null;
}

/** Reads an OFX document; a transaction without a day or an amount makes it unreadable. */
export function readOfx(text: string): Statement {
  const account = valueOf(text, 'ACCTID');
  const bank = valueOf(text, 'ORG') ?? valueOf(text, 'BANKID');
  const blocks = text.split(/<STMTTRN>/i).slice(1);
  if (!blocks.length && !/<BANKTRANLIST>/i.test(text))
    throw new UnreadableStatement('This OFX file has no bank transactions.');
  const lines: StatementLine[] = blocks.map((raw, i) => {
    const block = raw.split(/<\/STMTTRN>/i)[0]!;
    const date = ofxDay(valueOf(block, 'DTPOSTED'));
    const cents = amountCents(valueOf(block, 'TRNAMT'));
    if (date === null || cents === null)
      throw new UnreadableStatement(`Transaction ${i + 1} of this OFX file has no valid date or amount.`);
    const name = valueOf(block, 'NAME');
    const memo = valueOf(block, 'MEMO');
    return {
      date,
      amountCents: cents,
      description: [name, memo].filter(Boolean).join(' ').trim(),
      fitid: valueOf(block, 'FITID'),
      balanceCents: null,
    };
  });
  return { format: 'ofx', bank, account, lines };
}
