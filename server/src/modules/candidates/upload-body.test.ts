import { CANDIDATE_MESSAGES } from '@bunkhouse/contract';
import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql';
import { fieldErrors, useTestApp } from '../../../test/app';
import { mailTestConfig, uploadMail, uploadResults } from '../../../test/mail';

/**
 * How the upload's multipart body is read (issue 28): each file kept on disk until the pipeline reads
 * it (a file over the limit answered on its own), and a body without a file in `files` refused.
 * The server's memory and the temporary files: test/upload-memory.test.ts.
 */
const ctx = useTestApp({ signedIn: { superuser: true }, config: mailTestConfig() });

async function stored() {
  const [row] = await ctx.database.db.query<{ messages: number; candidates: number }>(
    sql`SELECT (SELECT count(*) FROM mail_messages)::int AS messages,
               (SELECT count(*) FROM payment_candidates)::int AS candidates`,
  );
  return row!;
}

describe('the body of an upload', () => {
  it('keeps the per-file answer for a file over 10 MB', async () => {
    const big = Buffer.concat([Buffer.from('Subject: big\r\n\r\n'), Buffer.alloc(10 * 1024 * 1024, 'a')]);
    const [result] = uploadResults(await uploadMail(ctx.client, [{ name: 'big.eml', data: big }]));
    expect(result).toMatchObject({ file: 'big.eml', kind: 'error', candidate_ids: [] });
    expect(result!.why).toMatch(/^The file is larger than 10 MB; /);
  });

  it.each([
    ['no part at all', '--x--\r\n'],
    ['only a text field', '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n'],
    [
      'a file in another field',
      '--x\r\nContent-Disposition: form-data; name="other"; filename="a.eml"\r\n' +
        'Content-Type: message/rfc822\r\n\r\nSubject: hi\r\n\r\nbody\r\n--x--\r\n',
    ],
  ])('answers an upload with %s and no file in `files` with 400 on the field', async (_, payload) => {
    const before = await stored();
    const res = await ctx.client.request({
      method: 'POST',
      url: '/api/payment-candidates/upload/',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload,
    });
    expect(fieldErrors(res)).toEqual({ files: [CANDIDATE_MESSAGES.noFiles] });
    expect(await stored()).toEqual(before);
  });
});
