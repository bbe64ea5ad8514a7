import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBoard, aBoardProperty, aBoardUser } from '../../../test/board-fixtures';
import { bedOf, openBoard, roomCard } from '../../../test/board-page';
import { json } from '../../../test/fake-fetch';
import { aProperty } from '../../../test/places-fixtures';

/** Each bed of a room's card as its line of text. */
const bedLines = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the board: who sleeps where', () => {
  it('shows every property, its rooms in words and each bed with its price, status and occupant', async () => {
    const app = await openBoard();
    expect(await screen.findByRole('heading', { name: '12 Oak St', level: 2 })).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/board/')).toEqual(['']);
    expect(screen.getByRole('heading', { name: '3 Elm Ave', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('6 beds')).toBeInTheDocument();

    const room101 = await roomCard('Room 101, 12 Oak St');
    expect(within(room101).getByRole('heading', { name: 'Room 101 · Mixed' })).toBeInTheDocument();
    expect(bedLines(room101)).toEqual([
      expect.stringMatching(/^Bed 1\$650\.00Free.*New order$/),
      expect.stringMatching(/^Bed 2\$650\.00Occupied.*Dana Smith$/),
    ]);
    const room102 = await roomCard('Room 102, 12 Oak St');
    expect(within(room102).getByRole('heading', { name: 'Room 102 · Female' })).toBeInTheDocument();
    // Reserved says who and from when; leaving says the day.
    expect(bedOf(room102, 1)).toHaveTextContent('Reserved for Ann Lee from 01 Dec 2026');
    expect(bedOf(room102, 2)).toHaveTextContent('Mia Chu · Leaving 26 Nov 2026');
    const room1 = await roomCard('Room 1, 3 Elm Ave');
    expect(within(room1).getByRole('heading', { name: 'Room 1 · Male' })).toBeInTheDocument();
    expect(bedOf(room1, 1)).toHaveTextContent(/^Bed 1\$700\.00Overdue.*Eli Ng$/);
    expect(bedOf(room1, 2)).toHaveTextContent('Leo Park · Leaving 30 Nov 2026');
  });

  it('says each status in words, its colour and icon only repeating them', async () => {
    await openBoard();
    const room102 = await roomCard('Room 102, 12 Oak St');
    const badge = within(bedOf(room102, 1)).getByText('Reserved');
    expect(badge).toHaveClass('badge', 'bg-info');
    expect(badge.querySelector('i')).toHaveClass('bi-journal-check');
    expect(badge.querySelector('i')).toHaveAttribute('aria-hidden', 'true');
    const statuses = Array.from(document.querySelectorAll('.board-status')).map((b) => b.textContent);
    expect(statuses).toEqual(['Free', 'Occupied', 'Reserved', 'Leaving', 'Overdue', 'Leaving']);
    expect(bedOf(room102, 2)).toHaveStyle({ borderLeftColor: 'var(--bs-warning)' });
  });

  it("links an occupant to the tenant's page", async () => {
    const app = await openBoard({ 'GET /api/tenants/5/': () => json(404, { detail: 'Not found.' }) });
    const room101 = await roomCard('Room 101, 12 Oak St');
    expect(within(bedOf(room101, 2)).getByRole('link', { name: 'Dana Smith' })).toHaveAttribute(
      'href',
      '/tenants/5',
    );
    await app.user.click(within(bedOf(room101, 2)).getByRole('link', { name: 'Dana Smith' }));
    expect(app.currentPath()).toBe('/tenants/5');
  });

  it('lists each room as a list of beds, one a row, the same at 390 px: no table to scroll', async () => {
    await openBoard();
    const room101 = await roomCard('Room 101, 12 Oak St');
    expect(within(room101).getByRole('list', { name: 'Beds of Room 101' })).toBeInTheDocument();
    expect(within(room101).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The grid stacks the rooms under md (one column) and puts them side by side above it.
    expect(room101.parentElement?.parentElement).toHaveClass('row-cols-1', 'row-cols-md-2');
  });

  it('offers only what the user may do: no order, move or arranging, names as text', async () => {
    await openBoard({}, { user: aBoardUser(['places.view']) });
    const room101 = await roomCard('Room 101, 12 Oak St');
    expect(within(room101).queryByRole('button')).not.toBeInTheDocument();
    expect(within(room101).queryByRole('link')).not.toBeInTheDocument();
    expect(bedOf(room101, 2)).toHaveTextContent('Dana Smith');
    expect(bedOf(room101, 2)).not.toHaveAttribute('draggable');
  });
});

describe('the board: filters', () => {
  it('keeps the beds of the statuses chosen, several at once, in the URL', async () => {
    const app = await openBoard();
    await app.user.click(screen.getByRole('button', { name: 'Leaving' }));
    expect(app.router.state.location.search).toBe('?status=leaving');
    expect(screen.getByText('2 beds')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Room 101, 12 Oak St' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Free' }));
    expect(app.router.state.location.search).toBe('?status=leaving&status=free');
    expect(screen.getByText('3 beds')).toBeInTheDocument();
    expect(bedLines(await roomCard('Room 101, 12 Oak St'))).toEqual([expect.stringMatching(/^Bed 1/)]);
  });

  it('keeps the rooms of the designations chosen', async () => {
    const app = await openBoard();
    await app.user.click(within(screen.getByRole('group', { name: 'Designation' })).getByText('Male'));
    expect(app.router.state.location.search).toBe('?gender_designation=male');
    expect(screen.queryByRole('heading', { name: '12 Oak St' })).not.toBeInTheDocument();
    expect(await roomCard('Room 1, 3 Elm Ave')).toBeInTheDocument();
  });

  it('keeps the beds free from a day: no stay from that day or earlier on', async () => {
    const app = await openBoard({}, { path: '/board?free_from=2026-11-29' });
    // Bed 1 of 101 (free since 11/01) and Mia Chu's (11/26); not Leo Park's (11/30), not a reservation.
    await waitFor(() => expect(screen.getByText('2 beds')).toBeInTheDocument());
    expect(screen.getByLabelText('Free from')).toHaveValue('11/29/2026');
    const input = screen.getByLabelText('Free from');
    await app.user.clear(input);
    await app.user.type(input, '11302026');
    expect(app.router.state.location.search).toBe('?free_from=2026-11-30');
    expect(screen.getByText('3 beds')).toBeInTheDocument();
    expect(bedLines(await roomCard('Room 1, 3 Elm Ave'))).toEqual([
      expect.stringMatching(/^Bed 2.*Leo Park/),
    ]);
    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(app.router.state.location.search).toBe('');
    expect(screen.getByLabelText('Free from')).toHaveValue('');
    expect(screen.getByText('6 beds')).toBeInTheDocument();
  });

  it('marks a day that is not real and filters nothing with it', async () => {
    const app = await openBoard();
    await app.user.type(screen.getByLabelText('Free from'), '02302026');
    expect(screen.getByLabelText('Free from')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a real day.')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('');
  });

  it('asks the server for one property when one is chosen', async () => {
    const app = await openBoard(
      {
        'GET /api/board/': (request) =>
          json(
            200,
            request.url.includes('property=8') ? aBoard({ properties: [aBoardProperty()] }) : aBoard(),
          ),
        'GET /api/properties/': () =>
          json(200, {
            count: 1,
            next: null,
            previous: null,
            results: [aProperty({ id: 8, address: '3 Elm Ave' })],
          }),
        'GET /api/properties/8/': () => json(200, aProperty({ id: 8, address: '3 Elm Ave' })),
      },
      { path: '/board?property=8' },
    );
    await waitFor(() => expect(app.queriesTo('GET', '/api/board/')).toEqual(['?property=8']));
    expect(await screen.findByText('3 Elm Ave', { selector: '[class*="singleValue"]' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const app = await openBoard({}, { path: '/board?status=reserved&gender_designation=male' });
    expect(await screen.findByText('No beds match the filters.')).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/board/')).toEqual(['']);
  });
});
