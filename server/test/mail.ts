import type { UploadResponse } from '@bunkhouse/contract';
import type { LightMyRequestResponse } from 'fastify';
import { testConfig, type TestClient } from './app';

/** The authserv-id of "our own receiving server" in the tests. */
export const TRUSTED_AUTHSERV_ID = 'mx.bunkhouse.test';

/** A test app's configuration that trusts our test receiving server's Authentication-Results. */
export const mailTestConfig = () => ({
  mail: { ...testConfig().mail, trustedAuthservId: TRUSTED_AUTHSERV_ID },
});

let sequence = 0;

/**
 * A Venmo "paid you" notification as the parser's Venmo rule reads it (fixtures/venmo/), verified by
 * our receiving server unless `verified: false`; each call a new Message-ID and reference unless given.
 */
export function venmoMail(p: {
  payer: string;
  amount: string;
  reference?: string;
  messageId?: string;
  date?: string;
  verified?: boolean;
  handle?: string;
}) {
  const n = ++sequence;
  const reference = p.reference ?? `40${Date.now() % 1e9}${n}`.padEnd(12, '7');
  const headers = [
    ...(p.verified === false
      ? []
      : [`Authentication-Results: ${TRUSTED_AUTHSERV_ID}; dkim=pass header.d=venmo.com; spf=pass`]),
    'From: Venmo <venmo@venmo.com>',
    'To: Sunrise Housing <payments@sunrise.example>',
    `Subject: ${p.payer} paid you $${p.amount}`,
    `Date: ${p.date ?? 'Mon, 16 Nov 2026 14:30:00 -0500'}`,
    `Message-ID: <${p.messageId ?? `venmo-${n}-${Date.now()}@venmo.com`}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
  ];
  const body = [
    `${p.payer} paid you $${p.amount}`,
    ...(p.handle ? [`From: ${p.payer} (${p.handle})`] : []),
    `Transaction ID: ${reference}`,
    'Date: Nov 16, 2026',
  ];
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${body.join('\r\n')}\r\n`);
}

/** A mail that is not a payment notification at all. */
export const newsletterMail = () =>
  Buffer.from(
    [
      'From: Neighborhood News <news@example.org>',
      'To: payments@sunrise.example',
      'Subject: This week on Elm Street',
      `Message-ID: <news-${++sequence}@example.org>`,
      'Date: Mon, 16 Nov 2026 09:00:00 -0500',
      '',
      'The farmers market opens on Saturday.',
      '',
    ].join('\r\n'),
  );

/** Uploads files as the web app does (multipart, field `files`). */
export async function uploadMail(
  client: TestClient,
  files: Array<{ name: string; data: Buffer }>,
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([f.data], { type: 'message/rfc822' }), f.name);
  const encoded = new Response(form);
  return client.request({
    method: 'POST',
    url: '/api/payment-candidates/upload/',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

/** The per-file results of an upload that must have been answered 200. */
export const uploadResults = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return (res.json() as UploadResponse).results;
};
