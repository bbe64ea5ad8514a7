import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_OPTIONS, loadFixtures } from './fixtures';
import { parseMail } from './parse';
import { UnreadableMail } from './parsed';

/**
 * Bad input (issue 12, "Acceptance"): every kind of file that is not one readable mail is refused
 * with one clear line, before mailparser builds anything.
 */
const HEAD = 'From: Venmo <venmo@venmo.com>\r\nSubject: test\r\nMIME-Version: 1.0\r\n';

/** The error parseMail throws for `raw`, in one line. */
async function expectRefused(raw: Buffer, message: RegExp) {
  const error = await parseMail(raw, FIXTURE_OPTIONS).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableMail);
  expect((error as Error).message).toMatch(message);
  expect((error as Error).message).not.toContain('\n');
}

function flatTree(parts: number): Buffer {
  const body = Array.from(
    { length: parts },
    (_, i) => `--b\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`,
  ).join('');
  return Buffer.from(`${HEAD}Content-Type: multipart/mixed; boundary="b"\r\n\r\n${body}--b--\r\n`);
}

function deepTree(levels: number): Buffer {
  let body = 'Content-Type: text/plain\r\n\r\nleaf\r\n';
  for (let level = levels; level > 0; level--)
    body = `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n${body}--b${level}--\r\n`;
  return Buffer.from(`${HEAD}${body}`);
}

describe('parseMail refuses what is not one readable mail', () => {
  it('an empty file, or one of blanks', async () => {
    await expectRefused(Buffer.alloc(0), /^The file is empty\.$/);
    await expectRefused(Buffer.from(' \r\n\r\n\t\n'), /^The file is empty\.$/);
  });

  it('a 20 MB file, without reading it', async () => {
    const big = Buffer.concat([Buffer.from(`${HEAD}\r\n`), Buffer.alloc(20 * 1024 * 1024, 'x')]);
    await expectRefused(big, /20\.0 MB, more than the 10 MB/);
  });

  it('binary files and text that is not a mail', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(4096),
    ]);
    await expectRefused(png, /not an e-mail message: the file holds binary data/);
    await expectRefused(Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1'), /binary data/);
    await expectRefused(
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1'),
      /does not start with a header block/,
    );
    await expectRefused(
      Buffer.from('Dear landlord,\nhere is the rent.\n'),
      /does not start with a header block/,
    );
    await expectRefused(
      Buffer.from('X-Note: hello\n\nno From, no Subject\n'),
      /neither a From nor a Subject/,
    );
  });

  it('a malformed header block', async () => {
    await expectRefused(
      Buffer.from('From: a@example.com\nSubject: rent\nthis line is no header\n\nbody\n'),
      /^Malformed header at line 3: expected "Name: value"/,
    );
    await expectRefused(
      Buffer.from(' folded: first\nFrom: a@example.com\n\nbody\n'),
      /starts with a continuation line/,
    );
    await expectRefused(
      Buffer.from(`From: a@example.com\nX-Long: ${'a'.repeat(300 * 1024)}\n\nbody\n`),
      /header block is larger than 256 KB/,
    );
  });

  it('a 5,000-part MIME tree, and a tree deeper than 20 levels', async () => {
    await expectRefused(flatTree(5_000), /more than 200 MIME parts/);
    await expectRefused(deepTree(25), /more than 20 levels deep/);
  });

  it('but reads a mail at the limits (200 parts, 20 levels)', async () => {
    const wide = await parseMail(flatTree(199), FIXTURE_OPTIONS);
    expect(wide.payments).toEqual([
      expect.objectContaining({ kind: 'none', why: 'Venmo: not a money-received notification' }),
    ]);
    const deep = await parseMail(deepTree(19), FIXTURE_OPTIONS);
    expect(deep.message.subject).toBe('test');
  });

  it('counts the parts of attached messages too', async () => {
    const inner = flatTree(150).toString('latin1');
    const outer = `${HEAD}Content-Type: multipart/mixed; boundary="o"\r\n\r\n--o\r\nContent-Type: message/rfc822\r\n\r\n${inner}\r\n--o\r\nContent-Type: message/rfc822\r\n\r\n${inner}\r\n--o--\r\n`;
    await expectRefused(Buffer.from(outer, 'latin1'), /more than 200 MIME parts/);
  });

  it('reads a mail without a body, an mbox "From " line and bare LF line ends', async () => {
    const result = await parseMail(
      Buffer.from('From venmo@venmo.com Wed Mar  5 10:00:00 2025\nFrom: venmo@venmo.com\nSubject: hi\n'),
      FIXTURE_OPTIONS,
    );
    expect(result.message).toMatchObject({ subject: 'hi', from: 'venmo@venmo.com', date: null });
  });

  it('throws nothing but UnreadableMail for damaged copies of the fixtures', async () => {
    const fixtures = loadFixtures().map((f) => f.raw);
    const damage = fc.record({
      fixture: fc.nat(fixtures.length - 1),
      cut: fc.double({ min: 0, max: 1, noNaN: true }),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      junk: fc.oneof(
        fc.uint8Array({ maxLength: 40 }),
        fc
          .constantFrom(
            '\r\n--',
            '\n\n',
            ': ',
            '=?UTF-8?B?',
            '\r\n ',
            'Content-Type: multipart/mixed; boundary=x\n',
          )
          .map((t) => Buffer.from(t)),
      ),
    });
    await fc.assert(
      fc.asyncProperty(damage, async ({ fixture, cut, at, junk }) => {
        const raw = fixtures[fixture]!;
        const kept = raw.subarray(0, Math.floor(raw.length * (1 - cut / 2)));
        const split = Math.floor(kept.length * at);
        const damaged = Buffer.concat([kept.subarray(0, split), Buffer.from(junk), kept.subarray(split)]);
        const outcome = await parseMail(damaged, FIXTURE_OPTIONS).then(
          (result) => result.payments.length > 0,
          (error: unknown) => error instanceof UnreadableMail,
        );
        expect(outcome).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
