import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAPPING_MESSAGES, REQUIRED } from '@bunkhouse/contract';
import type { StatementMapping, UploadResult } from '@bunkhouse/contract';
import { json } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { candidateRow, openCandidates } from '../../../test/candidates-fixtures';

const FILES = 'Mails or bank statements (.eml, .ofx, .qfx, .csv)';
const MAPPINGS = '/api/payment-candidates/statement-mappings/';
const COLUMNS = ['Posted', 'Amount USD', 'Counterparty', 'Notes'];
const WHY =
  'This CSV file has no columns for a date, a description and an amount (or credit) that Bunkhouse knows. Choose its columns once: statements with the same columns are read so from then on.';

const UNMAPPED: UploadResult = {
  file: 'bank.csv',
  kind: 'error',
  candidate_ids: [],
  why: WHY,
  columns: COLUMNS,
};

const SAVED: StatementMapping = {
  id: 4,
  columns: COLUMNS.map((column) => column.toLowerCase()),
  date: 'posted',
  description: 'counterparty',
  amount: 'amount usd',
  credit: null,
  debit: null,
  balance: null,
  created_at: '2026-03-09T10:00:00.000Z',
};

/** The screen after uploading a CSV whose columns no name says (and a mail that is no payment). */
async function uploadUnmapped(routes: Record<string, Reply> = {}) {
  const app = openCandidates({
    'POST /api/payment-candidates/upload/': () =>
      json(200, {
        results: [
          UNMAPPED,
          { file: 'note.eml', kind: 'none', candidate_ids: [], why: 'No payment in this mail.' },
        ],
      }),
    ...routes,
  });
  await candidateRow('Eli Ng');
  await app.user.upload(
    screen.getByLabelText(FILES),
    new File(['Posted,Amount USD,Counterparty,Notes\n2026-03-09,650.00,Dana Smith,rent\n'], 'bank.csv'),
  );
  const results = await screen.findByRole('region', { name: 'Upload results' });
  return { app, results };
}

/** Opens Choose columns of bank.csv and picks each field's column ('' leaves it). */
async function chooseColumns(
  app: Awaited<ReturnType<typeof uploadUnmapped>>['app'],
  results: HTMLElement,
  picks: Partial<Record<string, string>>,
) {
  await app.user.click(within(results).getByRole('button', { name: 'Choose columns of bank.csv' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose columns' });
  for (const [label, column] of Object.entries(picks))
    if (column) await app.user.selectOptions(within(dialog).getByLabelText(label), column);
  await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('payment candidates: choose the columns of a CSV statement', () => {
  it('offers Choose columns on a CSV whose columns no name says, and on no other result', async () => {
    const { results } = await uploadUnmapped();
    const [csv, mail] = within(results).getAllByRole('listitem');
    expect(csv).toHaveTextContent(`bank.csvError${WHY}Choose columns`);
    expect(within(mail!).queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers the file's columns in each select, '—' for the optional ones", async () => {
    const { app, results } = await uploadUnmapped();
    await app.user.click(within(results).getByRole('button', { name: 'Choose columns of bank.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose columns' });
    expect(dialog).toHaveTextContent('Which columns of bank.csv hold each line’s day');
    const options = (label: string) =>
      within(within(dialog).getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Date')).toEqual(['Select...', ...COLUMNS]);
    expect(options('Description')).toEqual(['Select...', ...COLUMNS]);
    for (const label of ['Amount', 'Credit', 'Debit', 'Balance'])
      expect(options(label)).toEqual(['—', ...COLUMNS]);
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByLabelText('Balance')).not.toHaveAttribute('aria-required');
  });

  it('posts the header with the chosen columns, toasts, and says to upload the file again', async () => {
    const { app, results } = await uploadUnmapped({ [`POST ${MAPPINGS}`]: () => json(201, SAVED) });
    const dialog = await chooseColumns(app, results, {
      Date: 'Posted',
      Description: 'Counterparty',
      Amount: 'Amount USD',
    });

    expect(await screen.findByText(MAPPING_MESSAGES.saved)).toBeInTheDocument();
    const [sent] = app.requestsTo('POST', MAPPINGS);
    expect(sent?.body).toEqual({
      columns: COLUMNS,
      date: 'Posted',
      description: 'Counterparty',
      amount: 'Amount USD',
      credit: null,
      debit: null,
      balance: null,
    });
    expect(sent?.headers.get('X-CSRFToken')).toBe('test-csrf-token');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(results).getByRole('status')).toHaveTextContent(
      'Columns saved: upload bank.csv again to read it.',
    );
  });

  it('refuses a form without a day, a description and an amount or credit before sending', async () => {
    const { app, results } = await uploadUnmapped();
    const dialog = await chooseColumns(app, results, {});
    expect(within(dialog).getAllByText(REQUIRED)).toHaveLength(2);
    expect(within(dialog).getByLabelText('Date')).toHaveFocus();

    // The contract asks for an amount or a credit once the day and the description are chosen.
    await app.user.selectOptions(within(dialog).getByLabelText('Date'), 'Posted');
    await app.user.selectOptions(within(dialog).getByLabelText('Description'), 'Counterparty');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MAPPING_MESSAGES.amountNeeded)).toBeInTheDocument();
    expect(within(dialog).queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(app.requestsTo('POST', MAPPINGS)).toEqual([]);
  });

  it('takes credit and debit instead of an amount', async () => {
    const { app, results } = await uploadUnmapped({ [`POST ${MAPPINGS}`]: () => json(201, SAVED) });
    await chooseColumns(app, results, {
      Date: 'Posted',
      Description: 'Notes',
      Credit: 'Amount USD',
      Debit: 'Counterparty',
    });
    await screen.findByText(MAPPING_MESSAGES.saved);
    expect(app.requestsTo('POST', MAPPINGS)[0]?.body).toMatchObject({
      amount: null,
      credit: 'Amount USD',
      debit: 'Counterparty',
    });
  });

  it('shows the server’s field errors under their fields, and keeps the dialog open', async () => {
    const { app, results } = await uploadUnmapped({
      [`POST ${MAPPINGS}`]: () =>
        json(400, {
          description: [MAPPING_MESSAGES.notAColumn],
          amount: [MAPPING_MESSAGES.amountNeeded],
        }),
    });
    const dialog = await chooseColumns(app, results, {
      Date: 'Posted',
      Description: 'Counterparty',
      Amount: 'Amount USD',
    });
    expect(await within(dialog).findByText(MAPPING_MESSAGES.notAColumn)).toBeInTheDocument();
    expect(within(dialog).getByText(MAPPING_MESSAGES.amountNeeded)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Description')).toHaveFocus());
    expect(screen.queryByText(MAPPING_MESSAGES.saved)).not.toBeInTheDocument();
    expect(within(results).queryByRole('status')).not.toBeInTheDocument();
  });
});
