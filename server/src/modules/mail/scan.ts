import { UnreadableMail } from './parsed';

/**
 * The cheap look at a message before mailparser sees it (issue 12, "Bad input"): size, a header block
 * that is one, and the shape of the MIME tree. mailparser would build a 5,000-part tree in full before
 * we could count it, so the parts are counted here, line by line, and the scan stops at the first part
 * over the limit: a hostile message costs a few milliseconds, never the event loop.
 */

export const MAX_MAIL_BYTES = 10 * 1024 * 1024;
export const MAX_MIME_PARTS = 200;
export const MAX_MIME_DEPTH = 20;
const MAX_HEADER_BYTES = 256 * 1024;

/** One header field, unfolded; `name` lower-cased. Values of raw 8-bit headers read as latin1 here. */
export interface HeaderField {
  name: string;
  value: string;
}

export interface ScannedMail {
  headers: HeaderField[];
  parts: number;
}

const FIELD = /^([\x21-\x39\x3b-\x7e]+)[ \t]*:(.*)$/;
/**
 * NUL and the C0 controls other than tab, LF, CR, form feed and escape (ISO-2022-JP uses it): not in
 * any text a mail carries.
 */
function isBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d && code !== 0x1b)
      return true;
  }
  return false;
}

/** Throws UnreadableMail for an empty file or one over MAX_MAIL_BYTES, before anything reads it. */
export function refuseOversized(raw: Buffer) {
  if (raw.length === 0) throw new UnreadableMail('The file is empty.');
  if (raw.length > MAX_MAIL_BYTES) {
    const mb = (raw.length / 1024 / 1024).toFixed(1);
    throw new UnreadableMail(`The message is ${mb} MB, more than the 10 MB a payment notification may be.`);
  }
}

/** Throws UnreadableMail, with one line saying why, unless `raw` reads as one mail within the limits. */
export function scanMail(raw: Buffer): ScannedMail {
  refuseOversized(raw);
  // latin1 maps each byte to one character: offsets stay byte offsets and nothing is decoded twice.
  const text = raw.toString('latin1');
  if (!/\S/.test(text)) throw new UnreadableMail('The file is empty.');
  if (isBinary(text.slice(0, 8192)))
    throw new UnreadableMail('This is not an e-mail message: the file holds binary data.');
  const { headers, bodyStart } = readHeaderBlock(text, 0, true);
  if (!headers.some((h) => h.name === 'from' || h.name === 'subject'))
    throw new UnreadableMail('This is not an e-mail message: it has neither a From nor a Subject header.');
  return { headers, parts: countParts(text, bodyStart, headers) };
}

/**
 * The header block that starts at `start`: its fields and where the body begins. `strict` (the
 * message's own block) refuses a line that is neither a field nor a continuation; inside the MIME
 * tree mailparser's leniency is kept.
 */
export function readHeaderBlock(
  text: string,
  start: number,
  strict = false,
): { headers: HeaderField[]; bodyStart: number } {
  const headers: HeaderField[] = [];
  let pos = start;
  let lineNumber = 0;
  while (pos < text.length) {
    const end = lineEnd(text, pos);
    const line = text.slice(pos, end.contentEnd);
    pos = end.next;
    lineNumber++;
    if (pos - start > MAX_HEADER_BYTES)
      throw new UnreadableMail('Malformed header: the header block is larger than 256 KB.');
    if (line === '') break;
    // An mbox export starts with its "From sender date" separator line.
    if (strict && lineNumber === 1 && line.startsWith('From ') && !FIELD.test(line)) continue;
    const last = headers[headers.length - 1];
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (!last) {
        if (strict)
          throw new UnreadableMail('Malformed header: the message starts with a continuation line.');
        continue;
      }
      last.value += ` ${line.trim()}`;
      continue;
    }
    const field = FIELD.exec(line);
    if (field) {
      headers.push({ name: field[1]!.toLowerCase(), value: field[2]!.trim() });
    } else if (strict) {
      throw new UnreadableMail(
        headers.length === 0
          ? 'This is not an e-mail message: it does not start with a header block.'
          : `Malformed header at line ${lineNumber}: expected "Name: value", found ${JSON.stringify(line.slice(0, 40))}.`,
      );
    }
  }
  return { headers, bodyStart: pos };
}

function lineEnd(text: string, pos: number): { contentEnd: number; next: number } {
  const newline = text.indexOf('\n', pos);
  if (newline === -1) return { contentEnd: text.length, next: text.length };
  return {
    contentEnd: newline > pos && text[newline - 1] === '\r' ? newline - 1 : newline,
    next: newline + 1,
  };
}

/** The first value of a header, or undefined. */
export const headerValue = (headers: HeaderField[], name: string) =>
  headers.find((h) => h.name === name)?.value;

/** A part's media type and boundary from its Content-Type, as the scan needs them. */
function contentType(headers: HeaderField[]): { type: string; boundary: string | null; encoded: boolean } {
  const value = headerValue(headers, 'content-type') ?? 'text/plain';
  const type = value.split(';')[0]!.trim().toLowerCase();
  const boundary = /boundary\s*=\s*(?:"([^"]+)"|([^\s;]+))/i.exec(value);
  const encoding = (headerValue(headers, 'content-transfer-encoding') ?? '').trim().toLowerCase();
  return {
    type,
    boundary: boundary ? (boundary[1] ?? boundary[2])! : null,
    encoded: encoding === 'base64' || encoding === 'quoted-printable',
  };
}

/**
 * Counts the MIME parts, walking boundaries with a stack (a multipart pushes its boundary; an embedded
 * message/rfc822 pushes a level without one, since its own header block follows). Throws at the first
 * part past MAX_MIME_PARTS or level past MAX_MIME_DEPTH.
 */
function countParts(text: string, bodyStart: number, rootHeaders: HeaderField[]): number {
  const stack: Array<string | null> = [];
  let parts = 1;
  /** Opens what a part's headers announce; true when another header block follows at once. */
  const open = (headers: HeaderField[]): boolean => {
    const { type, boundary, encoded } = contentType(headers);
    const nested = type.startsWith('multipart/') && boundary !== null;
    const embedded = (type === 'message/rfc822' || type === 'message/global') && !encoded;
    if (!nested && !embedded) return false;
    stack.push(nested ? boundary : null);
    if (stack.length > MAX_MIME_DEPTH)
      throw new UnreadableMail(`The message's MIME tree is more than ${MAX_MIME_DEPTH} levels deep.`);
    if (embedded) parts++;
    return embedded;
  };
  let pos = bodyStart;
  let inHeaders = open(rootHeaders);
  while (pos < text.length) {
    if (inHeaders) {
      const block = readHeaderBlock(text, pos);
      pos = block.bodyStart;
      inHeaders = open(block.headers);
      continue;
    }
    const end = lineEnd(text, pos);
    if (text.startsWith('--', pos) && stack.length > 0) {
      const line = text.slice(pos + 2, end.contentEnd);
      for (let level = stack.length - 1; level >= 0; level--) {
        const boundary = stack[level];
        if (boundary === null || boundary === undefined || !line.startsWith(boundary)) continue;
        const rest = line.slice(boundary.length);
        if (rest.startsWith('--')) {
          stack.length = level;
        } else if (rest.trim() === '') {
          stack.length = level + 1;
          if (++parts > MAX_MIME_PARTS)
            throw new UnreadableMail(`The message has more than ${MAX_MIME_PARTS} MIME parts.`);
          inHeaders = true;
        } else {
          continue;
        }
        break;
      }
    }
    pos = end.next;
  }
  return parts;
}
