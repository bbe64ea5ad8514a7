import { apiPaths, type UploadResponse } from '@bunkhouse/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

/**
 * Hostile mail bodies (issue 28, D1), each small enough to pass the 10 MB limit: what a stranger can
 * send the business mailbox to make reading it costly.
 */
export const hostileMail = {
  /** A table of `rows` rows whose every cell spans 1,000 rows and 1,000 columns. */
  spannedTable: (rows: number) =>
    hostile(
      'text/html',
      `<table>${'<tr><td colspan=1000 rowspan=1000>x</td></tr>'.repeat(rows)}</table>`,
      `table-${rows}`,
    ),
  /** `depth` elements each inside the one before. */
  nestedElements: (depth: number) =>
    hostile('text/html', `${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`, `nested-${depth}`),
  /** A subject of `count` RFC 2047 encoded words. */
  encodedWords: (count: number) =>
    Buffer.from(
      [
        'From: venmo@venmo.com',
        // The shortest encoded word (an unknown charset), so that 20,000 fit the 256 KB header block.
        `Subject: ${Array.from({ length: count }, () => '=?x?q?a?=').join(' ')}`,
        `Message-ID: <encoded-${count}@hostile.example>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain',
        '',
        'x paid you $1.00',
        '',
      ].join('\r\n'),
    ),
};

function hostile(type: string, body: string, name: string) {
  return Buffer.from(
    [
      'From: venmo@venmo.com',
      'Subject: x paid you $1.00',
      `Message-ID: <${name}@hostile.example>`,
      'MIME-Version: 1.0',
      `Content-Type: ${type}`,
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Awaits `work` while asking the app's health check again and again, one request after another;
 * answers the work's result and how many health checks answered 200 meanwhile (issue 28: the server
 * keeps answering while a mail is read, counted, not timed). Each request waits for a turn of the
 * event loop, as one from the network does: on the embedded engine an injected request is promises
 * only, and back to back they would keep the loop from ever reaching the work's own events.
 */
export async function answeringMeanwhile<T>(app: FastifyInstance, work: Promise<T>) {
  let working = true;
  let answered = 0;
  const asking = (async () => {
    while (working) {
      await new Promise((resolve) => setImmediate(resolve));
      if ((await app.inject({ method: 'GET', url: apiPaths.health })).statusCode === 200) answered++;
    }
  })();
  const result = await work.finally(() => (working = false));
  await asking;
  return { result, answered };
}
