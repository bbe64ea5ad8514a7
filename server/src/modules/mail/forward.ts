import type { MailContent } from './extract';
import { UnreadableMail } from './parsed';
import { readMail, type ReadMail } from './read';
import { scanMail } from './scan';
import { normalizeText } from './text';

/**
 * A forwarded notification: the original inside decides the provider and the fields; the forward
 * itself only vouches for it (trust.ts). Staff forward the way their mail program does: Gmail,
 * Apple Mail and Outlook write the original's headers inline; others attach it as message/rfc822.
 */
export type ForwardStyle = 'attached' | 'gmail' | 'apple' | 'outlook';

export interface Forward {
  style: ForwardStyle;
  content: MailContent;
}

/** The lines that open an inline forward, and the mail program that writes each. */
const MARKERS: Array<{ style: ForwardStyle; re: RegExp }> = [
  { style: 'gmail', re: /^-{2,} ?forwarded message ?-{2,}$/im },
  { style: 'apple', re: /^begin forwarded message:?$/im },
  { style: 'outlook', re: /^-{2,} ?original message ?-{2,}$/im },
  // Newer Outlook draws a rule, then "From: … Sent: …": underscores in its text part, an <hr> (dashes
  // once html-to-text has read it) in its HTML. Only a From line right after makes it a forward.
  { style: 'outlook', re: /^_{8,}$/m },
  { style: 'outlook', re: /^-{8,}$/m },
];

const HEADER_LINE = /^\**(from|sent|date|to|cc|subject|reply-to)\**:\**\s*(.*)$/i;
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

export async function findForward(outer: ReadMail): Promise<Forward | null> {
  for (const raw of outer.attachedMessages) {
    try {
      const inner = await readMail(raw, scanMail(raw).headers);
      return { style: 'attached', content: inner.content };
    } catch (error) {
      // An attachment that is not a readable mail is no forward; the next one may be.
      if (!(error instanceof UnreadableMail)) throw error;
    }
  }
  return findInlineForward(outer.content);
}

/** The first inline forward in the text: its header block (From is required), then its body. */
export function findInlineForward(outer: MailContent): Forward | null {
  const found = MARKERS.map(({ style, re }) => ({ style, match: re.exec(outer.text) }))
    .filter((m): m is { style: ForwardStyle; match: RegExpExecArray } => m.match !== null)
    .sort((a, b) => a.match.index - b.match.index);
  for (const { style, match } of found) {
    const lines = outer.text
      .slice(match.index + match[0].length)
      .split('\n')
      .map(unquote)
      .filter(Boolean);
    const headers = new Map<string, string>();
    let bodyStart = 0;
    for (const [i, line] of lines.entries()) {
      const header = HEADER_LINE.exec(line);
      if (!header) break;
      const name = header[1]!.toLowerCase();
      if (!headers.has(name)) headers.set(name, header[2]!.trim());
      bodyStart = i + 1;
    }
    const from = headers.get('from');
    if (!from) continue;
    return {
      style,
      content: {
        fromAddress: ADDRESS.exec(from)?.[0].toLowerCase() ?? null,
        fromName: displayNames(from)[0] ?? null,
        subject: normalizeText(headers.get('subject') ?? ''),
        text: lines.slice(bodyStart).join('\n'),
        date: outer.date,
        writtenDate: headers.get('date') ?? headers.get('sent') ?? null,
        recipientNames: displayNames(headers.get('to') ?? ''),
      },
    };
  }
  return null;
}

/** A line of the forwarded text without the quoting some programs add ("> "). */
const unquote = (line: string) => line.replace(/^(?:> ?)+/, '').trim();

/** "Sunrise Housing LLC <rent@sunrise.example>, Ana <a@b.example>" → the names. */
function displayNames(value: string): string[] {
  return value
    .split(/[,;](?=[^>]*(?:<|$))/)
    .map((part) =>
      part
        .replace(/<[^>]*>|\[mailto:[^\]]*\]/g, '')
        .replace(/["*]/g, '')
        .trim(),
    )
    .filter((name) => name && !ADDRESS.test(name));
}
