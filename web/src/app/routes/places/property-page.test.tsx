import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aPlacesUser, aProperty, aRoom, pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';

const oak = aProperty();

function openProperty(routes: Record<string, Reply> = {}) {
  const server = installFakeFetch({
    ...signedInRoutes(aPlacesUser()),
    'GET /api/properties/7/': () => json(200, oak),
    'GET /api/properties/7/rooms/': () => json(200, pageOf([aRoom(), aRoom({ id: 32, number: 102 })])),
    'GET /api/properties/': () => json(200, pageOf([oak])),
    ...routes,
  });
  return { ...renderApp('/properties/7'), ...server };
}

describe('property detail', () => {
  it('shows the property and lists its rooms, sortable in the URL', async () => {
    const app = openProperty();
    expect(await screen.findByRole('heading', { name: '12 Oak St', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Property details')).toHaveTextContent('StateTexas (TX)');
    const rooms = await screen.findByRole('table', { name: 'Rooms' });
    expect(within(rooms).getAllByRole('row')).toHaveLength(3);
    expect(within(rooms).queryByRole('columnheader', { name: 'Property' })).not.toBeInTheDocument();

    await app.user.click(within(rooms).getByRole('button', { name: 'Number' }));
    expect(app.router.state.location.search).toBe('?ordering=number');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/properties/7/rooms/').at(-1)).toBe(
        '?ordering=number&page=1&page_size=20',
      ),
    );
  });

  it('adds a room to this property: the property is chosen already', async () => {
    const app = openProperty({ 'POST /api/rooms/': () => json(201, aRoom({ id: 33, number: 103 })) });
    await screen.findByRole('table', { name: 'Rooms' });
    await app.user.click(screen.getByRole('button', { name: 'Add Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Room' });
    expect(within(dialog).getByText('12 Oak St')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText('Number'), '103');
    await app.user.selectOptions(within(dialog).getByLabelText('Gender designation'), 'female');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Room created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/rooms/')[0]?.body).toEqual({
      property_id: 7,
      number: 103,
      gender_designation: 'female',
    });
    await waitFor(() => expect(app.requestsTo('GET', '/api/properties/7/')).toHaveLength(2)); // rooms_count
  });

  it('refuses to delete a property that has rooms, with the reason in a toast', async () => {
    const sentence = 'This property still has 2 rooms. Delete or move them first.';
    const app = openProperty({
      'DELETE /api/properties/7/': () => json(400, { non_field_errors: [sentence] }),
    });
    await screen.findByRole('heading', { name: '12 Oak St', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Actions' }));
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(app.currentPath()).toBe('/properties/7');
  });
});
