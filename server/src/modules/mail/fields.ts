import { isCalendarDate, MAX_AMOUNT_CENTS, todayIn, toCents } from '@bunkhouse/contract';

/**
 * Reading the values a rule's patterns capture: amounts as integer cents (never a float), the dates
 * notifications write, and payer names cleaned of what sits next to them.
 */

/**
 * "$1,250.00", "$ 1250", "1,250.5 USD" → cents; null for anything else ("1,25"), zero, or more than
 * the largest amount the app takes. Thousands separators must be real groups of three.
 */
export function parseAmount(written: string): number | null {
  const bare = written.replace(/\s+/g, '').replace(/^(?:USD|US\$|\$)|USD$/gi, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const whole = match[1]!.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (whole.length > 10) return null;
  const cents = toCents(`${whole}.${match[2] ?? '00'}`);
  return cents > 0 && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
const MONTH_WORD = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;

/** Spanish month names, as Spanish notifications write a day ("5 de marzo de 2025"). */
const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const spanishMonth = (name: string) =>
  name.toLowerCase() === 'setiembre' ? 9 : SPANISH_MONTHS.indexOf(name.toLowerCase()) + 1;
export const SPANISH_MONTH_WORD = String.raw`(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)`;

/** Year (null when not written), month and day, each shape read by its own pattern. */
type WrittenDay = [year: number | null, month: number, day: number];
const DAY_SHAPES: Array<[RegExp, (m: RegExpExecArray) => WrittenDay]> = [
  [
    new RegExp(String.raw`\b(\d{1,2}) de ${SPANISH_MONTH_WORD}(?:,? (?:de |del )?(\d{4}))?`, 'i'),
    (m) => [m[3] ? Number(m[3]) : null, spanishMonth(m[2]!), Number(m[1])],
  ],
  [/\b(\d{4})-(\d{2})-(\d{2})\b/, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  [
    /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/,
    (m) => [(m[3]!.length === 2 ? 2000 : 0) + Number(m[3]), Number(m[1]), Number(m[2])],
  ],
  [
    new RegExp(String.raw`\b${MONTH_WORD} (\d{1,2})(?:st|nd|rd|th)?\b(?:,? (\d{4}))?`, 'i'),
    (m) => [m[3] ? Number(m[3]) : null, monthNumber(m[1]!), Number(m[2])],
  ],
  [
    new RegExp(String.raw`\b(\d{1,2}) ${MONTH_WORD},? (\d{4})\b`, 'i'),
    (m) => [Number(m[3]), monthNumber(m[2]!), Number(m[1])],
  ],
];

/**
 * A day as notifications write it → 'YYYY-MM-DD': "March 5, 2025", "Mar 05, 2025", "Wed, Mar 5, 2025",
 * "5 March 2025", "03/05/2025", "3/5/25", "2025-03-05", Spanish "5 de marzo de 2025"; a month and day without a year ("Mar 5") take
 * the year that puts them on or before `reference` (the mail's date) in `timezone`. Null when none.
 */
export function parseWrittenDate(written: string, reference: Date | null, timezone: string): string | null {
  let found: WrittenDay | null = null;
  for (const [pattern, read] of DAY_SHAPES) {
    const match = pattern.exec(written);
    if (match) {
      found = read(match);
      break;
    }
  }
  if (!found) return null;
  let [year] = found;
  const [, month, day] = found;
  if (year === null) {
    if (!reference) return null;
    const [refYear, refMonth, refDay] = todayIn(timezone, reference).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    year = month > refMonth || (month === refMonth && day > refDay) ? refYear - 1 : refYear;
  }
  if (!isCalendarDate(year, month, day)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Upper case without accents or punctuation: how two spellings of one name compare. */
export const foldName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}& ]/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** Words a pattern may catch before a name: a greeting, a connector. */
const LEADING_WORDS = new Set(['HI', 'HELLO', 'HEY', 'DEAR', 'FROM', 'TO', 'AND', 'FOR', 'BY']);

/**
 * The payer as the mail writes it, without the operator's own names that sit next to it ("SUNRISE
 * HOUSING LLC JOHN DOE sent you" → "JOHN DOE") or a greeting; null when nothing else is left (the only
 * name is the operator's own). A final period stays only after an initial ("María G.").
 */
export function cleanPayer(captured: string, ownNames: string[]): string | null {
  let words = captured.trim().split(/\s+/);
  const owns = ownNames
    .map((name) => foldName(name).split(' ').filter(Boolean))
    .filter((own) => own.length > 0)
    .sort((a, b) => b.length - a.length);
  const folded = () => words.map((w) => foldName(w));
  const startsWith = (own: string[]) => own.every((w, i) => folded()[i] === w);
  const endsWith = (own: string[]) => own.every((w, i) => folded()[words.length - own.length + i] === w);
  for (let changed = true; changed && words.length > 0;) {
    changed = false;
    if (LEADING_WORDS.has(folded()[0]!)) {
      words = words.slice(1);
      changed = true;
      continue;
    }
    for (const own of owns) {
      if (own.length <= words.length && startsWith(own)) words = words.slice(own.length);
      else if (own.length <= words.length && endsWith(own)) words = words.slice(0, words.length - own.length);
      else continue;
      changed = true;
      break;
    }
  }
  let name = words.join(' ').replace(/^[^\p{L}]+/u, '');
  if (!/(?:^|\s)\p{L}\.$/u.test(name)) name = name.replace(/[^\p{L}\p{M}]+$/u, '');
  return /\p{L}/u.test(name) ? name : null;
}

/** The domain of an address, lower-cased ("Alerts@Mail.Venmo.com" → "mail.venmo.com"), or null. */
export function domainOf(address: string | null | undefined): string | null {
  const at = address?.lastIndexOf('@') ?? -1;
  if (!address || at < 0) return null;
  const domain = address
    .slice(at + 1)
    .replace(/[>\].\s]+$/, '')
    .toLowerCase();
  return domain || null;
}

/** True when `domain` is `parent` or one of its subdomains (mail.venmo.com within venmo.com). */
export const isWithin = (domain: string | null, parent: string) =>
  !!domain && (domain === parent.toLowerCase() || domain.endsWith(`.${parent.toLowerCase()}`));
