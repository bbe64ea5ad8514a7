import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { MailContent } from './extract';
import { UnreadableMail, type MailFacts } from './parsed';
import { headerValue, MAX_MIME_PARTS, type HeaderField } from './scan';
import { htmlToText, normalizeText } from './text';

/**
 * One message read by mailparser (MIME, transfer encodings, RFC 2047 words, charsets) into what the
 * rules need. Call it only on a message `scanMail` accepted: the scan is what keeps a hostile tree
 * away from mailparser.
 */
export interface ReadMail {
  content: MailContent;
  facts: MailFacts;
  /** The message's own header fields, as the scan read them (Authentication-Results, DKIM-Signature). */
  headers: HeaderField[];
  /** Attached originals (message/rfc822 parts), raw: a forward as an attachment. */
  attachedMessages: Buffer[];
}

export async function readMail(raw: Buffer, headers: HeaderField[]): Promise<ReadMail> {
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(raw, {
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipImageLinks: true,
      skipTextLinks: true,
      maxChildNodes: MAX_MIME_PARTS * 2,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnreadableMail(`The message could not be read as MIME: ${reason.split('\n')[0]}`);
  }
  const from = firstAddress(parsed.from);
  const date = parseDateHeader(headerValue(headers, 'date'));
  return {
    content: {
      fromAddress: from?.address?.toLowerCase() ?? null,
      fromName: from?.name.trim() || null,
      subject: normalizeText(parsed.subject ?? ''),
      text: bodyText(parsed),
      date,
      writtenDate: null,
      recipientNames: [parsed.to, parsed.cc]
        .flatMap((field) => (field === undefined ? [] : Array.isArray(field) ? field : [field]))
        .flatMap((field) => field.value.map((a) => a.name.trim()))
        .filter(Boolean),
    },
    facts: {
      messageId: parsed.messageId ?? null,
      subject: parsed.subject ?? '',
      from: parsed.from?.text ?? headerValue(headers, 'from') ?? '',
      date,
    },
    headers,
    attachedMessages: parsed.attachments
      .filter((a) => a.contentType.toLowerCase() === 'message/rfc822')
      .map((a) => a.content),
  };
}

const firstAddress = (field: AddressObject | undefined) =>
  field?.value.flatMap((a) => (a.group ? a.group : [a])).find((a) => a.address);

/**
 * The Date header as a time, or null: mailparser puts the current time in place of a missing or
 * unreadable one, which would date the payment today without saying so.
 */
export function parseDateHeader(value: string | undefined): Date | null {
  if (!value) return null;
  for (const candidate of [value, value.replace(/\([^)]*\)/g, '').trim()]) {
    const time = Date.parse(candidate);
    if (!Number.isNaN(time)) return new Date(time);
  }
  return null;
}

/**
 * The text part, unless it is missing or a stub ("view this mail in a browser") next to a fuller
 * HTML part: then the HTML as text. Never both, so a digest's rows are not read twice.
 */
function bodyText(parsed: ParsedMail): string {
  const plain = normalizeText(parsed.text ?? '');
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  if (!html) return plain;
  let fromHtml = '';
  try {
    fromHtml = normalizeText(htmlToText(html));
  } catch {
    // HTML html-to-text refuses (too deep): the text part, if any, is all there is.
  }
  return plain.length >= fromHtml.length / 3 ? plain : fromHtml;
}
