import { displayMoney, toCents } from '@bunkhouse/contract';
import PDFDocument from 'pdfkit';

/**
 * A tenant's statement (or a receipt) as a PDF file: what is e-mailed to tenants and what staff
 * download. Pure: the caller reads the ledger and passes the rows; nothing here touches the database.
 * Only PDF's built-in Helvetica is used, so no font file ships with the server; it prints the Windows
 * Latin characters (WinAnsi), and `printable` turns anything else into its plain letter or '?'.
 */

export interface StatementRow {
  /** 'YYYY-MM-DD' booked day */
  date: string;
  /** e.g. 'Rent Dec 1 – Dec 31, 2026', 'Payment — Zelle', 'Late fee' */
  description: string;
  /** signed decimal string in dollars: charges positive ('650.00'), money received negative ('-650.00') */
  amount: string;
  /** the tenant's balance after this row, decimal string ('0.00', '-25.00' = credit) */
  balance: string;
}

export interface StatementDocument {
  title: string; // 'Statement' or 'Receipt'
  businessName: string;
  businessContact: string | null; // e.g. contact e-mail, shown under the name
  tenantName: string;
  tenantDetail: string | null; // e.g. 'Bed A, Room 2, 12 Oak St' or null
  /** 'YYYY-MM-DD' first and last day covered */
  start: string;
  end: string;
  openingBalance: string; // decimal string, balance before `start`
  closingBalance: string; // decimal string, balance after `end`
  rows: StatementRow[]; // in date order, may be empty, may be 5,000 rows (must paginate)
  /** free text printed at the foot, e.g. payment instructions; may be multi-line; null = none */
  note: string | null;
  /** shown as 'Prepared Nov 28, 2026' */
  preparedOn: string; // 'YYYY-MM-DD'
}

type Pdf = PDFKit.PDFDocument;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The parts of a 'YYYY-MM-DD' day; throws on anything else, Feb 30 included. */
function dayParts(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const [year, month, day] = (match ?? []).slice(1).map(Number);
  const valid = year !== undefined && month !== undefined && day !== undefined;
  // Date.UTC only checks the day exists (Feb 30 rolls over); the day itself is read as written.
  if (!valid || new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day || month < 1 || month > 12)
    throw new Error(`Not a day (YYYY-MM-DD): ${JSON.stringify(iso)}`);
  return { year, month, day };
}

/** '2026-11-28' → 'Nov 28, 2026', from the written parts: no time zone can move the day. */
function displayDay(iso: string): string {
  const { year, month, day } = dayParts(iso);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** A balance as the statement states it: '-25.00' → '-$25.00 (credit)'. */
function displayBalance(value: string): string {
  return toCents(value) < 0 ? `${displayMoney(value)} (credit)` : displayMoney(value);
}

/** What Helvetica's WinAnsi encoding has beyond Latin-1 (pdfkit maps these to their codes). */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** One line of text the built-in font can print: 'Zoë' stays, 'Nguyễn' → 'Nguyen', '王' → '?'. */
function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch))
        return ch;
      if (/\s/.test(ch)) return ' ';
      const bare = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return /^[\x20-\x7e]+$/.test(bare) ? bare : '?';
    })
    .join('');
}

/** The longest start of `text` that, followed by `suffix`, is at most `width` wide (at least 1 char). */
function longestStart(pdf: Pdf, text: string, width: number, suffix = ''): number {
  let low = 1;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (pdf.widthOfString(text.slice(0, mid).trimEnd() + suffix) <= width) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The text on one line of `width`, cut with an ellipsis when longer, so a row never wraps. */
function fitted(pdf: Pdf, text: string, width: number): string {
  if (pdf.widthOfString(text) <= width) return text;
  return `${text.slice(0, longestStart(pdf, text, width, '…')).trimEnd()}…`;
}

/** A paragraph broken into lines of `width` at spaces; a word longer than a line is cut. */
function wrapped(pdf: Pdf, paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    const longer = line ? `${line} ${word}` : word;
    if (pdf.widthOfString(longer) <= width) {
      line = longer;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (line.length > 1 && pdf.widthOfString(line) > width) {
      const cut = longestStart(pdf, line, width);
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
}

// US Letter in points; the foot keeps room for the page number.
const LEFT = 50;
const RIGHT = 562;
const TOP = 50;
const BODY_BOTTOM = 792 - 70;
const PAGE_NUMBER_Y = 792 - 45;
const ROW_HEIGHT = 14;
const GAP = 10;
/** Date | Description | Amount | Balance: left edges of the first two, right edges of the money. */
const COLUMN = { date: LEFT, description: LEFT + 78, amountRight: RIGHT - 90, balanceRight: RIGHT };
const DESCRIPTION_WIDTH = COLUMN.amountRight - 80 - GAP - COLUMN.description;

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** One line at (x, y) that never wraps nor starts a page (pdfkit only does either given a width). */
function put(pdf: Pdf, text: string, x: number, y: number, font = REGULAR, size = 9): void {
  pdf.font(font).fontSize(size).text(text, x, y, { lineBreak: false });
}

/** One line ending at `right`. */
function putRight(pdf: Pdf, text: string, right: number, y: number, font = REGULAR, size = 9): void {
  pdf.font(font).fontSize(size);
  put(pdf, text, right - pdf.widthOfString(text), y, font, size);
}

/** A line across the page, under a heading or above a total. */
function rule(pdf: Pdf, y: number): void {
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
}

/** The PDF of a statement or receipt: header, opening balance, rows over as many pages as they need,
 * closing balance, the note, and 'Page N of M' on each page. Rejects a malformed day or amount. */
export async function statementPdf(doc: StatementDocument): Promise<Buffer> {
  const period =
    doc.start === doc.end ? displayDay(doc.start) : `${displayDay(doc.start)} – ${displayDay(doc.end)}`;
  // Formatted before drawing, so a bad value throws before any page is made.
  const rows = doc.rows.map((row) => ({
    date: displayDay(row.date),
    description: printable(row.description),
    amount: displayMoney(row.amount),
    balance: displayMoney(row.balance),
  }));
  const opening = displayBalance(doc.openingBalance);
  const closing = displayBalance(doc.closingBalance);
  const prepared = dayParts(doc.preparedOn);

  const pdf: Pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: TOP, bottom: 792 - BODY_BOTTOM, left: LEFT, right: 612 - RIGHT },
    bufferPages: true, // the page count is known only at the end: 'Page N of M' goes on afterwards
    displayTitle: true,
    lang: 'en-US',
    info: {
      Title: `${doc.title}: ${doc.tenantName}, ${period}`,
      Author: doc.businessName,
      Creator: 'Bunkhouse',
      // The day it was prepared, not the server's clock.
      CreationDate: new Date(Date.UTC(prepared.year, prepared.month - 1, prepared.day)),
    },
  });

  const tableHeader = (y: number): number => {
    put(pdf, 'Date', COLUMN.date, y, BOLD);
    put(pdf, 'Description', COLUMN.description, y, BOLD);
    putRight(pdf, 'Amount', COLUMN.amountRight, y, BOLD);
    putRight(pdf, 'Balance', COLUMN.balanceRight, y, BOLD);
    rule(pdf, y + 11);
    return y + ROW_HEIGHT + 2;
  };
  /** A new page: a line saying whose statement it is, then the table's header row again. */
  const nextPage = (): number => {
    pdf.addPage();
    const whose = printable(`${doc.title} for ${doc.tenantName}, ${period} (continued)`);
    put(pdf, fitted(pdf.font(REGULAR).fontSize(8), whose, RIGHT - LEFT), LEFT, TOP, REGULAR, 8);
    return tableHeader(TOP + 20);
  };
  /** `y` if `height` more fits on this page, else the first free line of a new one. */
  const room = (y: number, height: number): number => (y + height <= BODY_BOTTOM ? y : nextPage());

  // Who writes, what it is and for whom.
  const business = printable(doc.businessName);
  put(pdf, fitted(pdf.font(BOLD).fontSize(16), business, RIGHT - LEFT), LEFT, TOP, BOLD, 16);
  let y = TOP + 20;
  if (doc.businessContact) {
    put(pdf, fitted(pdf.font(REGULAR).fontSize(9), printable(doc.businessContact), 300), LEFT, y);
    y += 14;
  }
  putRight(pdf, `Prepared ${displayDay(doc.preparedOn)}`, RIGHT, TOP + 20);
  y += 14;
  put(pdf, printable(doc.title), LEFT, y, BOLD, 14);
  put(pdf, period, LEFT, y + 18, REGULAR, 10);
  y += 44;
  put(pdf, fitted(pdf.font(BOLD).fontSize(11), printable(doc.tenantName), RIGHT - LEFT), LEFT, y, BOLD, 11);
  y += 15;
  if (doc.tenantDetail) {
    put(pdf, fitted(pdf.font(REGULAR).fontSize(9), printable(doc.tenantDetail), RIGHT - LEFT), LEFT, y);
    y += 14;
  }
  y += 12;
  put(pdf, `Opening balance (${displayDay(doc.start)})`, LEFT, y, BOLD, 10);
  putRight(pdf, opening, RIGHT, y, BOLD, 10);
  y = tableHeader(y + 24);

  // The rows, a new page with the header row again whenever the next one does not fit.
  if (rows.length === 0) {
    put(pdf, 'No activity in this period.', COLUMN.description, y);
    y += ROW_HEIGHT;
  }
  for (const row of rows) {
    y = room(y, ROW_HEIGHT);
    put(pdf, row.date, COLUMN.date, y);
    put(pdf, fitted(pdf, row.description, DESCRIPTION_WIDTH), COLUMN.description, y);
    putRight(pdf, row.amount, COLUMN.amountRight, y);
    putRight(pdf, row.balance, COLUMN.balanceRight, y);
    y += ROW_HEIGHT;
  }

  y = room(y, 24);
  rule(pdf, y);
  y += 8;
  put(pdf, `Closing balance (${displayDay(doc.end)})`, LEFT, y, BOLD, 10);
  putRight(pdf, closing, RIGHT, y, BOLD, 10);
  y += 30;

  // The note, wrapped by hand so a long one flows onto pages that still carry the header row.
  if (doc.note) {
    pdf.font(REGULAR).fontSize(9);
    const lines = doc.note
      .split(/\r\n?|\n/)
      .flatMap((paragraph) => wrapped(pdf, printable(paragraph), RIGHT - LEFT));
    while (lines.at(-1) === '') lines.pop();
    for (const line of lines) {
      y = room(y, 12);
      put(pdf, line, LEFT, y);
      y += 12;
    }
  }

  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    pdf.switchToPage(page);
    const label = `Page ${page - start + 1} of ${count}`;
    pdf.font(REGULAR).fontSize(8);
    put(pdf, label, (LEFT + RIGHT - pdf.widthOfString(label)) / 2, PAGE_NUMBER_Y, REGULAR, 8);
  }

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}
