import fc from 'fast-check';
import { hostileMail, newsletterMail, venmoMail } from './mail';

/**
 * What the bad-input battery sends the mail upload (POST /api/payment-candidates/upload/, multipart
 * field `files`), which takes no JSON: file parts under odd field names, with odd file names and odd
 * mails, and now and then a body the multipart parser cannot read (cut off anywhere, or sent under
 * another boundary, none, or another content type). The body is built by hand, byte for byte, so that
 * a name reaches the parser as written (a NUL, a quote) and not as a browser's form would escape it.
 */
export interface Upload {
  contentType: string;
  payload: Buffer;
  /** The body in a line (fields, names, sizes, damage), for a failure report. */
  summary: string;
}

/** One part of the form: the field it is sent as, its file name (`null`: a plain field), its bytes. */
interface Part {
  field: string;
  name: string | null;
  data: Buffer;
}

const FIELDS = ['files', 'files', 'files', 'other', '\u0000', ''];

const NAMES = [
  'm.eml',
  '',
  '../../etc/passwd',
  '\u0000.eml',
  'a\u0000b.eml',
  'x\uD800.eml',
  'a"b.eml',
  'n'.repeat(2_000),
  null,
];

/**
 * Mails that are no payment, or no mail, or costly to read (issue 28): sent again and again, so
 * stored once and then found stored.
 */
const ODD_MAILS = [
  Buffer.alloc(0),
  Buffer.from([0, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0]),
  newsletterMail(),
  Buffer.from('From: x\r\n'.repeat(5_000)),
  hostileMail.spannedTable(20_000),
  hostileMail.nestedElements(100_000),
  hostileMail.encodedWords(20_000),
];

/** Content types that spoil a well-made body: no boundary, another one, an empty one, not multipart. */
const WRONG_TYPES = [
  'multipart/form-data',
  'multipart/form-data; boundary=other',
  'multipart/form-data; boundary=',
  'application/json',
  'text/plain',
];

/** A Venmo mail with a hostile payer or amount; `n` names it, so most are new and some come again. */
function venmoFor(): fc.Arbitrary<Buffer> {
  const payer = fc.constantFrom('Ann Payer', '\u0000', 'a\uD800b', 'x'.repeat(5_000), '', '$');
  const amount = fc.constantFrom('10.00', '10.005', '-0.00', '0.00', '99999999999999999.99', '1e3', 'NaN');
  return fc
    .record({ payer, amount, n: fc.nat(999), verified: fc.boolean() })
    .map(({ payer, amount, n, verified }) =>
      venmoMail({
        payer,
        amount,
        reference: `4000000${String(n).padStart(5, '0')}`,
        messageId: `battery-${n}@venmo.com`,
        verified,
      }),
    );
}

/** A part: mostly a file in the field `files`, with a Venmo mail or an odd one. */
function partFor(): fc.Arbitrary<Part> {
  const data = fc.oneof(
    { arbitrary: venmoFor(), weight: 2 },
    { arbitrary: fc.constantFrom(...ODD_MAILS), weight: 1 },
  );
  return fc.record({ field: fc.constantFrom(...FIELDS), name: fc.constantFrom(...NAMES), data });
}

/** The parts as multipart/form-data under `boundary`, names written as they are (UTF-8, unescaped). */
function encodeForm(parts: Part[], boundary: string): Buffer {
  const chunks = parts.flatMap(({ field, name, data }) => {
    const file = name === null ? '' : `; filename="${name}"\r\nContent-Type: message/rfc822`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${file}\r\n\r\n`;
    return [Buffer.from(head), data, Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** A part in a few words: its field, its name (cut short), its size. */
const describePart = ({ field, name, data }: Part) =>
  `${JSON.stringify(field)} ${name === null ? 'no file name' : JSON.stringify(name.slice(0, 40))} ${data.length} B`;

/** How a well-made body is spoiled before it is sent: not at all, cut off, or sent as another type. */
type Damage = { cutAt: number } | { contentType: string } | null;

const damageFor = (): fc.Arbitrary<Damage> =>
  fc.oneof(
    { arbitrary: fc.constant(null), weight: 3 },
    { arbitrary: fc.nat().map((cutAt) => ({ cutAt })), weight: 1 },
    { arbitrary: fc.constantFrom(...WRONG_TYPES).map((contentType) => ({ contentType })), weight: 1 },
  );

/** Up to four parts under a boundary (a short one may turn up in a mail), then perhaps spoiled. */
export function uploadFor(): fc.Arbitrary<Upload> {
  const boundary = fc.constantFrom('----BunkhouseBattery7f3a', 'x');
  return fc.tuple(fc.array(partFor(), { maxLength: 4 }), boundary, damageFor()).map(([parts, b, damage]) => {
    const whole = encodeForm(parts, b);
    const cut = damage && 'cutAt' in damage ? damage.cutAt % whole.length : null;
    const contentType =
      damage && 'contentType' in damage ? damage.contentType : `multipart/form-data; boundary=${b}`;
    const payload = cut === null ? whole : whole.subarray(0, cut);
    const spoiled = cut === null ? '' : `, cut off after ${cut} of ${whole.length} bytes`;
    const summary = `${contentType}: [${parts.map(describePart).join(', ')}]${spoiled}`;
    return { contentType, payload, summary, [fc.toStringMethod]: () => summary };
  });
}
