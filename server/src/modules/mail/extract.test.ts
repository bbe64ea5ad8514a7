import { describe, expect, it } from 'vitest';
import { detectMethod, type MailContent } from './extract';
import { cleanPayer, parseAmount, parseWrittenDate } from './fields';
import { FIXTURE_OPTIONS } from './fixtures';
import { findInlineForward } from './forward';
import { parseMail } from './parse';
import { PAYMENT_METHODS } from './providers';
import { normalizeText } from './text';

/** The engine's edge cases, one rule of thumb each; the fixture corpus covers whole mails. */

describe('amounts', () => {
  it('read dollars with or without cents and thousands separators, as integer cents', () => {
    expect(parseAmount('$1,250.00')).toBe(125_000);
    expect(parseAmount('$1250')).toBe(125_000);
    expect(parseAmount('$ 25.5')).toBe(2_550);
    expect(parseAmount('1,100.00 USD')).toBe(110_000);
    expect(parseAmount('$0.07')).toBe(7);
    expect(parseAmount('$999,999.99')).toBe(99_999_999);
  });

  it('refuse what is not an amount the app takes', () => {
    for (const written of ['$1,25', '$12,34,567', '$0.00', '$1,000,000.01', '$12.345', 'USD', '$1.2.3'])
      expect({ written, cents: parseAmount(written) }).toEqual({ written, cents: null });
  });
});

describe('dates', () => {
  const mailDate = new Date('2025-03-07T12:00:00Z');
  it('read the ways notifications write a day', () => {
    const read = (w: string) => parseWrittenDate(w, mailDate, 'America/New_York');
    expect(read('March 5, 2025')).toBe('2025-03-05');
    expect(read('Wed, Mar 05, 2025')).toBe('2025-03-05');
    expect(read('Thu, Mar 6, 2025 at 7:45 PM')).toBe('2025-03-06');
    expect(read('5 March 2025')).toBe('2025-03-05');
    expect(read('03/05/2025')).toBe('2025-03-05');
    expect(read('3/5/25')).toBe('2025-03-05');
    expect(read('2025-03-05')).toBe('2025-03-05');
    expect(read('Sept. 30th, 2024')).toBe('2024-09-30');
    expect(read('5 de marzo de 2025')).toBe('2025-03-05');
    expect(read('miércoles, 5 de marzo de 2025')).toBe('2025-03-05');
    expect(read('30 de setiembre, 2024')).toBe('2024-09-30');
    expect(read('1 de enero')).toBe('2025-01-01');
  });

  it('take the year that puts a day without one on or before the mail, and refuse days that are none', () => {
    expect(parseWrittenDate('Mar 5', mailDate, 'America/New_York')).toBe('2025-03-05');
    expect(parseWrittenDate('Dec 30', mailDate, 'America/New_York')).toBe('2024-12-30');
    expect(parseWrittenDate('Mar 5', null, 'America/New_York')).toBeNull();
    expect(parseWrittenDate('02/30/2025', mailDate, 'UTC')).toBeNull();
    expect(parseWrittenDate('soon', mailDate, 'UTC')).toBeNull();
  });
});

describe('payer names', () => {
  const own = ['Sunrise Housing LLC', 'Sunrise Housing'];
  it('lose the operator’s own name and a greeting caught next to them', () => {
    expect(cleanPayer('SUNRISE HOUSING LLC JOHN DOE', own)).toBe('JOHN DOE');
    expect(cleanPayer('Hi Sunrise Housing María García', own)).toBe('María García');
    expect(cleanPayer('JOHN DOE SUNRISE HOUSING LLC', own)).toBe('JOHN DOE');
    expect(cleanPayer('SUNRISE HOUSÍNG LLC Ana P.', own)).toBe('Ana P.');
    expect(cleanPayer('Sunrise Housing LLC', own)).toBeNull();
  });

  it('keep case, accents and an initial’s period; drop a sentence’s', () => {
    expect(cleanPayer('MARÍA GARCÍA-LÓPEZ', [])).toBe('MARÍA GARCÍA-LÓPEZ');
    expect(cleanPayer('María G.', [])).toBe('María G.');
    expect(cleanPayer('John Doe.', [])).toBe('John Doe');
    expect(cleanPayer("Seán O'Brien", [])).toBe("Seán O'Brien");
  });
});

describe('text', () => {
  it('makes non-breaking and thin spaces, zero-width characters and curly quotes plain', () => {
    expect(
      normalizeText('JOHN\u00a0DOE  sent\u202fyou \u200b$\u00a025.00\r\n\r\n  You\u2019ve got money  '),
    ).toBe("JOHN DOE sent you $ 25.00\nYou've got money");
    expect(normalizeText('Mari\u0301a')).toBe('María');
  });
});

const content = (over: Partial<MailContent>): MailContent => ({
  fromAddress: null,
  fromName: null,
  subject: '',
  text: '',
  date: null,
  writtenDate: null,
  recipientNames: [],
  ...over,
});

describe('payment methods', () => {
  it('come from the sender first, then the subject, then the text', () => {
    const chase = content({
      fromAddress: 'no.reply.alerts@chase.com',
      subject: 'You received money with Zelle®',
      text: 'Pay with PayPal at our partners',
    });
    expect(detectMethod(PAYMENT_METHODS, chase, 'Fallback')).toBe('Zelle');
    expect(
      detectMethod(PAYMENT_METHODS, content({ fromAddress: 'cash@square.com', text: 'zelle' }), 'X'),
    ).toBe('Cash App');
    expect(detectMethod(PAYMENT_METHODS, content({ text: 'with Apple Cash.' }), 'X')).toBe('Apple Cash');
  });

  it('follow the stored patterns, skip one that does not compile, and fall back to the rule’s method', () => {
    const stored = [
      { name: 'Broken', patterns: ['(unclosed'] },
      { name: 'Zelle at Chase', patterns: [String.raw`@chase\.com$`] },
    ];
    expect(detectMethod(stored, content({ fromAddress: 'alerts@chase.com' }), 'Zelle')).toBe(
      'Zelle at Chase',
    );
    expect(detectMethod(stored, content({ fromAddress: 'venmo@venmo.com' }), 'Venmo')).toBe('Venmo');
  });
});

describe('inline forwards', () => {
  it('find the original’s headers after the marker, quoted or not', () => {
    const forward = findInlineForward(
      content({
        text: normalizeText(
          'see below\nBegin forwarded message:\n> From: "Venmo" <Venmo@Venmo.com>\n> Subject: John Doe paid you $5.00\n> Date: March 6, 2025 at 7:45:00 PM EST\n> To: Sunrise Housing <rent@sunrise.example>\n>\n> John Doe paid you $5.00',
        ),
      }),
    );
    expect(forward).toEqual({
      style: 'apple',
      content: expect.objectContaining({
        fromAddress: 'venmo@venmo.com',
        fromName: 'Venmo',
        subject: 'John Doe paid you $5.00',
        text: 'John Doe paid you $5.00',
        writtenDate: 'March 6, 2025 at 7:45:00 PM EST',
        recipientNames: ['Sunrise Housing'],
      }),
    });
  });

  it('need a From line: a rule of underscores alone is no forward', () => {
    expect(findInlineForward(content({ text: 'Thanks\n____________\nJohn Doe paid you $5.00' }))).toBeNull();
  });
});

describe('whole mails', () => {
  const mail = (headers: string, body: string) =>
    parseMail(Buffer.from(`${headers}\r\nMIME-Version: 1.0\r\n\r\n${body}`), FIXTURE_OPTIONS);
  const AUTH =
    'Authentication-Results: mx.bunkhouse.test; dkim=pass header.d=venmo.com\r\nFrom: Venmo <venmo@venmo.com>';

  it('do not take the To display name for the payer', async () => {
    const { payments } = await mail(
      `${AUTH}\r\nTo: "Casa Verde Rentals" <rent@example.org>\r\nSubject: paid`,
      'Casa Verde Rentals Ana Pérez paid you $30.00\r\nDate: Mar 1, 2025',
    );
    expect(payments[0]).toMatchObject({
      kind: 'candidate',
      payer: 'Ana Pérez',
      amount: '30.00',
      date: '2025-03-01',
    });
  });

  it('say what is missing when money is received but a field cannot be read', async () => {
    const { payments } = await mail(
      `${AUTH}\r\nSubject: John Doe paid you $1,25`,
      'John Doe paid you $1,25 today',
    );
    expect(payments).toEqual([
      expect.objectContaining({ kind: 'none', why: 'Venmo: not a money-received notification' }),
    ]);
    const noAmount = await mail(`${AUTH}\r\nSubject: paid`, 'John Doe paid you $0.00');
    expect(noAmount.payments[0]).toMatchObject({
      kind: 'none',
      why: 'Venmo: money received, but the amount could not be read',
    });
  });

  it('date a payment by the Date header in the business time zone when the body states no day', async () => {
    const { payments } = await mail(
      `${AUTH}\r\nSubject: paid\r\nDate: Sat, 01 Mar 2025 02:30:00 +0000`,
      'Ann Lee paid you $9',
    );
    expect(payments[0]).toMatchObject({ kind: 'candidate', amount: '9.00', date: '2025-02-28' });
    const undated = await mail(`${AUTH}\r\nSubject: paid\r\nDate: not a date`, 'Ann Lee paid you $9');
    expect(undated.message.date).toBeNull();
    expect(undated.payments[0]!.date).toBeNull();
  });

  it('read an HTML-only mail with headings in their own case', async () => {
    const { payments } = await mail(
      `${AUTH}\r\nSubject: paid\r\nContent-Type: text/html; charset=utf-8`,
      '<h1>John&nbsp;Doe paid you $25.00</h1><table><tr><td>Transaction ID:</td><td>400123</td></tr></table>',
    );
    expect(payments[0]).toMatchObject({ kind: 'candidate', payer: 'John Doe', reference: '400123' });
  });
});
