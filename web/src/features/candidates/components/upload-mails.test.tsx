import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadResponse } from '@bunkhouse/contract';
import { json } from '../../../test/fake-fetch';
import { candidateRow, openCandidates } from '../../../test/candidates-fixtures';

const FILES = 'Mails or bank statements (.eml, .ofx, .qfx, .csv)';

const mail = (name: string) =>
  new File(['From: alerts@chase.com\r\n\r\nHello'], name, { type: 'message/rfc822' });

/** A Chase export: a Zelle credit and a debit. */
const STATEMENT = new File(
  [
    'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\n' +
      'CREDIT,03/02/2026,"Zelle payment from DANA SMITH 21345678901",500.00,QUICKPAY_CREDIT,4210.55,,\n' +
      'DEBIT,03/02/2026,"COMCAST CABLE COMM 800-266-2278 CO",-89.99,ACH_DEBIT,3710.55,,\n',
  ],
  'chase.csv',
  { type: 'text/csv' },
);

const RESULTS: UploadResponse = {
  results: [
    {
      file: 'zelle.eml',
      kind: 'candidate',
      candidate_ids: [310],
      why: 'Zelle payment received from DANA SMITH.',
    },
    { file: 'venmo.eml', kind: 'unverified', candidate_ids: [311], why: 'No DKIM pass for venmo.com.' },
    { file: 'statement.eml', kind: 'none', candidate_ids: [], why: 'A statement, not money received.' },
    { file: 'again.eml', kind: 'duplicate', candidate_ids: [], why: 'This message was read before.' },
    { file: 'empty.eml', kind: 'error', candidate_ids: [], why: 'The file is empty.' },
  ],
};

describe('payment candidates: upload', () => {
  it('sends every chosen .eml as a `files` part with the CSRF header, and lists what became of each', async () => {
    const app = openCandidates({ 'POST /api/payment-candidates/upload/': () => json(200, RESULTS) });
    await candidateRow('Eli Ng');
    const input = screen.getByLabelText(FILES);
    expect(input).toHaveAttribute('accept', '.eml,message/rfc822,.ofx,.qfx,.csv,text/csv');
    expect(input).toHaveAttribute('multiple');
    await app.user.upload(input, [mail('zelle.eml'), mail('venmo.eml')]);

    const results = await screen.findByRole('region', { name: 'Upload results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'zelle.emlCandidateZelle payment received from DANA SMITH.',
      'venmo.emlUnverifiedNo DKIM pass for venmo.com.',
      'statement.emlNo paymentA statement, not money received.',
      'again.emlDuplicateThis message was read before.',
      'empty.emlErrorThe file is empty.',
    ]);
    const [sent] = app.requestsTo('POST', '/api/payment-candidates/upload/');
    expect(sent?.headers.get('X-CSRFToken')).toBe('test-csrf-token');
    expect(sent?.headers.has('Content-Type')).toBe(false);
    expect(((sent?.body as FormData).getAll('files') as File[]).map((file) => file.name)).toEqual([
      'zelle.eml',
      'venmo.eml',
    ]);
    await waitFor(() => expect(app.queriesTo('GET', '/api/payment-candidates/')).toHaveLength(2));

    await app.user.click(within(results).getByRole('button', { name: 'Close the upload results' }));
    expect(screen.queryByRole('region', { name: 'Upload results' })).not.toBeInTheDocument();
  });

  it('sends a .csv bank statement like a mail, and lists what its lines became', async () => {
    const why = "Bank statement (Chase): 4 lines, 3 credits: 2 new candidates, 1 the business's own money.";
    const app = openCandidates({
      'POST /api/payment-candidates/upload/': () =>
        json(200, { results: [{ file: 'chase.csv', kind: 'candidate', candidate_ids: [320, 321], why }] }),
    });
    await candidateRow('Eli Ng');
    await app.user.upload(screen.getByLabelText(FILES), STATEMENT);

    const results = await screen.findByRole('region', { name: 'Upload results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`chase.csvCandidate${why}`]);
    const [sent] = app.requestsTo('POST', '/api/payment-candidates/upload/');
    const [file] = (sent?.body as FormData).getAll('files') as File[];
    expect(file?.name).toBe('chase.csv');
    expect(await file?.text()).toBe(await STATEMENT.text());
    await waitFor(() => expect(app.queriesTo('GET', '/api/payment-candidates/')).toHaveLength(2));
  });

  it('lists a statement uploaded again as a duplicate, and an unreadable one as an error', async () => {
    const app = openCandidates({
      'POST /api/payment-candidates/upload/': () =>
        json(200, {
          results: [
            {
              file: 'chase.csv',
              kind: 'duplicate',
              candidate_ids: [],
              why: 'This statement was uploaded already (message #12).',
            },
            {
              file: 'other.csv',
              kind: 'error',
              candidate_ids: [],
              why: 'This CSV file has no columns for a date, a description and an amount (or credit).',
            },
          ],
        }),
    });
    await candidateRow('Eli Ng');
    await app.user.upload(screen.getByLabelText(FILES), [STATEMENT, new File(['a;b'], 'other.csv')]);
    const results = await screen.findByRole('region', { name: 'Upload results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'chase.csvDuplicateThis statement was uploaded already (message #12).',
      'other.csvErrorThis CSV file has no columns for a date, a description and an amount (or credit).',
    ]);
  });

  it("reads 'Uploading...' and waits while the files are read", async () => {
    let answer: () => void = () => {};
    const app = openCandidates({
      'POST /api/payment-candidates/upload/': () =>
        new Promise<Response>((resolve) => (answer = () => resolve(json(200, RESULTS)))),
    });
    await candidateRow('Eli Ng');
    await app.user.upload(screen.getByLabelText(FILES), mail('zelle.eml'));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Upload mails or bank statements' })).toBeEnabled();
    expect(await screen.findByRole('region', { name: 'Upload results' })).toBeInTheDocument();
  });

  it("toasts the server's refusal of the whole upload", async () => {
    const app = openCandidates({
      'POST /api/payment-candidates/upload/': () =>
        json(400, { files: ['Choose at least one .eml, .ofx, .qfx or .csv file.'] }),
    });
    await candidateRow('Eli Ng');
    await app.user.upload(screen.getByLabelText(FILES), mail('zelle.eml'));
    expect(
      await screen.findByText(
        'Failed to upload the files: Choose at least one .eml, .ofx, .qfx or .csv file.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upload results' })).not.toBeInTheDocument();
  });
});
