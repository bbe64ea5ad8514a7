import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reply } from '../../../test/fake-fetch';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import { aPlacesUser, aProperty, pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';

const oak = aProperty();

function openProperties(routes: Record<string, Reply> = {}) {
  const server = installFakeFetch({
    ...signedInRoutes(aPlacesUser()),
    'GET /api/properties/': () => json(200, pageOf([oak])),
    ...routes,
  });
  return { ...renderApp('/properties'), ...server };
}

async function openAddForm(routes: Record<string, Reply> = {}) {
  const app = openProperties(routes);
  await screen.findByRole('cell', { name: '12 Oak St' });
  await app.user.click(screen.getByRole('button', { name: 'Add Property' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Property' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { ...app, dialog, field };
}

const errorUnder = (input: HTMLElement) =>
  input.closest('.mb-3')?.querySelector('.invalid-feedback')?.textContent ?? null;

describe('property form', () => {
  it('checks the fields with the contract schema before sending anything', async () => {
    const app = await openAddForm();
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));

    for (const label of ['Address', 'City', 'State', 'Zip code']) {
      expect(errorUnder(app.field(label))).toBe('This field is required.');
    }
    await app.user.type(app.field('Zip code'), '123');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));
    expect(errorUnder(app.field('Zip code'))).toBe('Zip code must be exactly 5 digits.');
    expect(errorUnder(app.field('Address'))).toBe('This field is required.');
    expect(app.requestsTo('POST', '/api/properties/')).toHaveLength(0);
  });

  it('keeps the zip code to 5 digits while typing and offers the states by name', async () => {
    const app = await openAddForm();
    await app.user.type(app.field('Zip code'), '7a3-30199');
    expect(app.field('Zip code')).toHaveValue('73301');

    const state = app.field('State');
    expect(within(state).getByRole('option', { name: 'New York' })).toHaveValue('NY');
    expect(within(state).getAllByRole('option')).toHaveLength(52); // 50 states, DC and the prompt
  });

  it('adds a property: POST, toast, close, and the list reloads', async () => {
    const app = await openAddForm({
      'POST /api/properties/': (request) => json(201, aProperty({ id: 9, ...(request.body as object) })),
    });
    await app.user.type(app.field('Address'), '  40 Maple Rd ');
    await app.user.type(app.field('City'), 'Denver');
    await app.user.selectOptions(app.field('State'), 'Colorado');
    await app.user.type(app.field('Zip code'), '80202');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Property created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/properties/')[0]?.body).toEqual({
      address: '40 Maple Rd',
      city: 'Denver',
      state: 'CO',
      zip_code: '80202',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(app.queriesTo('GET', '/api/properties/')).toHaveLength(2));
  });

  it("shows the server's field errors under their fields", async () => {
    const app = await openAddForm({
      'POST /api/properties/': () =>
        json(400, { city: ['Ensure this field has no more than 100 characters.'] }),
    });
    await app.user.type(app.field('Address'), '40 Maple Rd');
    await app.user.type(app.field('City'), 'Denver');
    await app.user.selectOptions(app.field('State'), 'CO');
    await app.user.type(app.field('Zip code'), '80202');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(errorUnder(app.field('City'))).toBe('Ensure this field has no more than 100 characters.'),
    );
    expect(screen.getByRole('dialog', { name: 'Add Property' })).toBeInTheDocument();
  });

  it('edits a property: loads it first (GET), saves with PUT', async () => {
    const app = openProperties({
      'GET /api/properties/7/': () => json(200, oak),
      'PUT /api/properties/7/': (request) => json(200, { ...oak, ...(request.body as object) }),
    });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '12 Oak St' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Property' });
    const city = await within(dialog).findByLabelText('City');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('12 Oak St');
    expect(within(dialog).getByLabelText('State')).toHaveValue('TX');
    expect(app.requestsTo('GET', '/api/properties/7/')).toHaveLength(1);

    await app.user.clear(city);
    await app.user.type(city, 'Round Rock');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Property updated successfully')).toBeInTheDocument();
    expect(app.requestsTo('PUT', '/api/properties/7/')[0]?.body).toEqual({
      address: '12 Oak St',
      city: 'Round Rock',
      state: 'TX',
      zip_code: '73301',
    });
  });

  it("says 'Failed to load data for editing.' when the property cannot be loaded", async () => {
    const app = openProperties({
      'GET /api/properties/7/': () => json(404, { detail: 'Not found.', code: 'not_found' }),
    });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '12 Oak St' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Property' });
    expect(await within(dialog).findByText('Failed to load data for editing.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
