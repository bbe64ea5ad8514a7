/**
 * Who paid, as a bank's description of a credit names them (issue 31): "ZELLE FROM JOHN DOE ON 03/01
 * REF # PNC0A1B2C3", "Zelle Transfer Conf# t0abc123; Doe, John", "Zelle payment from JOHN DOE
 * 27XYZ", "ONLINE TRANSFER FROM DOE J", "ACH CREDIT JOHN DOE PAYROLL". A deposit of cash or a check
 * names nobody: '' (the candidate is then matched by its amount only, never by itself).
 */

/** A run of name words: letters, apostrophes, hyphens, periods, a comma between surname and name. */
const NAME = String.raw`\p{L}[\p{L}'.\-]*(?:,? \p{L}[\p{L}'.\-]*){0,4}`;

/** What ends a name in a description: a day, a reference, a code with digits, the end. */
const STOP = String.raw`(?= on \d| ref\b| conf\b| confirmation\b| id\b| trn\b| web id\b| ppd\b| ccd\b| \S*\d|$)`;

const PATTERNS: RegExp[] = [
  // Bank of America: "Zelle Transfer Conf# t0abc123; Doe, John" — the name after the semicolon.
  new RegExp(String.raw`\bzelle\b[^;]*;\s*(?<name>${NAME})\s*$`, 'iu'),
  new RegExp(String.raw`\bzelle\b(?: [\p{L} ]{0,30}?)? from (?<name>${NAME})${STOP}`, 'iu'),
  new RegExp(
    String.raw`\b(?:online |mobile |external |instant )?(?:transfer|payment|deposit) from (?<name>${NAME})${STOP}`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:venmo|cash app|paypal|apple cash)\s*\*\s*(?<name>${NAME})${STOP}`, 'iu'),
];

/** Words that are no one's name when a pattern catches them. */
const NOT_A_NAME =
  /^(?:cashout|cash out|transfer|payment|deposit|inst xfer|instant|standard|checking|savings|account|bank|atm|branch|mobile|online|ach|credit|debit)\b/iu;

/** Credits that are the business's own money moving, never a tenant: app cash-outs, interest, refunds. */
const OWN_MONEY =
  /\b(?:cash ?out|inst(?:ant)? xfer|transfer from (?:checking|savings|share)|interest (?:paid|payment|earned)|dividend|refund|reversal|fee reversal|overdraft)\b/iu;

/** The payer a description names, in words ('John Doe'), or ''. */
export function payerOf(description: string): string {
  if (OWN_MONEY.test(description)) return '';
  for (const pattern of PATTERNS) {
    const name = pattern.exec(description)?.groups?.name?.trim();
    if (name && !NOT_A_NAME.test(name)) return tidy(name);
  }
  return '';
}

/** Words a description puts right after a name ("… DOE ON 03/01", "… DOE REF #…"). */
const TRAILING = /^(?:on|ref|conf|id|trn|via|for)$/iu;

/** 'DOE, JOHN' → 'John Doe'; 'JOHN DOE' → 'John Doe' (the order as written); 'María García' stays. */
function tidy(name: string): string {
  const turned = name.includes(',') ? name.split(',').reverse().join(' ') : name;
  const words = turned.split(/\s+/).filter(Boolean);
  while (words.length > 1 && TRAILING.test(words.at(-1)!)) words.pop();
  const shouting = words.every((w) => w === w.toUpperCase());
  return words.map((w) => (shouting ? w.charAt(0) + w.slice(1).toLowerCase() : w)).join(' ');
}

/** Whether a credit is the business's own money moving (a cash-out, interest), not a payment to offer. */
export const isOwnMoney = (description: string) => OWN_MONEY.test(description);
