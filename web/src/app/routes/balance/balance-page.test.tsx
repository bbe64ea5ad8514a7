import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES } from '@bunkhouse/contract';
import type { BalancePage } from '@bunkhouse/contract';
import { installFakeFetch, json } from '../../../test/fake-fetch';
import { aBalancePage } from '../../../test/messages-fixtures';
import { renderApp } from '../../../test/render-app';

const TOKEN = '5.1.1775000000.abcdefghijklmnopqrstuvwxyz012345';

/** The page at its link, with no session at all: only its own endpoint answers. */
function openBalance(reply: () => Response) {
  const server = installFakeFetch({ [`GET /api/balance/${TOKEN}/`]: reply });
  return { ...renderApp(`/balance/${TOKEN}`), ...server };
}

const openWith = (page: Partial<BalancePage>) => openBalance(() => json(200, aBalancePage(page)));

describe('the balance page (public)', () => {
  it('shows what is owed, the next rent, how to pay, the last 90 days and when the link expires', async () => {
    const app = openWith({});
    expect(await screen.findByRole('heading', { name: 'Hello Dana', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Pine Street Hostel')).toBeInTheDocument();
    expect(screen.getByText('You owe $1,200.00')).toHaveClass('text-danger');
    expect(screen.getByText(/^Next due:/)).toHaveTextContent('Next due: $1,200.00 on 01 Apr 2026');
    const instructions = screen.getByText(/Zelle to pay@pine\.example/);
    expect(instructions.textContent).toBe('Zelle to pay@pine.example\nor cash at the desk');
    expect(instructions).toHaveClass('balance-instructions');
    expect(screen.getByRole('link', { name: 'Download statement (PDF)' })).toHaveAttribute(
      'href',
      `/api/balance/${TOKEN}/statement/`,
    );
    const rows = within(screen.getByRole('table', { name: 'The last 90 days' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateDescriptionAmount',
      '05 Mar 2026Payment Zelle$500.00',
      '01 Mar 2026Rent due 01 Mar 2026-$1,200.00',
    ]);
    expect(screen.getByRole('link', { name: 'desk@pine.example' })).toHaveAttribute(
      'href',
      'mailto:desk@pine.example',
    );
    expect(screen.getByText('This link expires on 04 Apr 2026.')).toBeInTheDocument();
    // Outside the signed-in shell: no startup check, no navbar, no footer's settings.
    expect(app.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /api/balance/${TOKEN}/`]);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it.each([
    ['25.50', 'Credit $25.50', 'text-success'],
    ['0.00', 'Nothing owed', 'fw-semibold'],
  ])('shows a balance of %s as "%s"', async (balance, text, className) => {
    openWith({ balance, next_due: null, rows: [], payment_instructions: '', contact_email: null });
    expect(await screen.findByText(text)).toHaveClass(className);
    expect(screen.getByText('No rent is due next.')).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged or paid in the last 90 days.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it("shows the server's sentence for a link that is not valid or has expired", async () => {
    const app = openBalance(() => json(404, { detail: MESSAGE_MESSAGES.linkExpired, code: 'not_found' }));
    expect(await screen.findByText(MESSAGE_MESSAGES.linkExpired)).toHaveClass('alert');
    expect(app.currentPath()).toBe(`/balance/${TOKEN}`);
    expect(app.requests.map((r) => r.url)).toEqual([`/api/balance/${TOKEN}/`]);
  });
});
