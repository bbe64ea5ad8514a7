import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { aPlacesUser, aProperty, pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';

const oak = aProperty();
const elm = aProperty({
  id: 8,
  address: '3 Elm Ave',
  city: 'Boston',
  state: 'MA',
  zip_code: '02108',
  rooms_count: 0,
});

function openProperties(path = '/properties', routes: Record<string, Reply> = {}, user = aPlacesUser()) {
  const server = installFakeFetch({
    ...signedInRoutes(user),
    'GET /api/properties/': () => json(200, pageOf([oak, elm], { count: 42 })),
    ...routes,
  });
  return { ...renderApp(path), ...server };
}

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;
const header = (name: string) => screen.getByRole('columnheader', { name });

describe('properties list', () => {
  it('loads the list that the URL describes', async () => {
    const app = openProperties('/properties?search=oak&ordering=-city&page=2');
    expect(await screen.findByRole('heading', { name: 'Properties' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '12 Oak St' })).toBeInTheDocument();

    expect(app.queriesTo('GET', '/api/properties/')).toEqual([
      '?search=oak&ordering=-city&page=2&page_size=20',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('oak');
    expect(header('City')).toHaveAttribute('aria-sort', 'descending');
    expect(within(rowOf('12 Oak St')).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(screen.getByText('Showing 21–40 of 42')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeProperties');
  });

  it('writes the ordering to the URL, Back and Forward follow it, and a new render from that URL shows the same list', async () => {
    const app = openProperties();
    await screen.findByRole('cell', { name: '12 Oak St' });

    await app.user.click(screen.getByRole('button', { name: 'Address' }));
    expect(app.router.state.location.search).toBe('?ordering=address');
    await app.user.click(screen.getByRole('button', { name: 'Address' }));
    expect(app.router.state.location.search).toBe('?ordering=-address');
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/properties/').at(-1)).toBe('?ordering=-address&page=1&page_size=20'),
    );

    await app.router.navigate(-1);
    await waitFor(() => expect(header('Address')).toHaveAttribute('aria-sort', 'ascending'));
    await app.router.navigate(1);
    await waitFor(() => expect(header('Address')).toHaveAttribute('aria-sort', 'descending'));

    const href = `${app.router.state.location.pathname}${app.router.state.location.search}`;
    app.unmount();
    const again = openProperties(href);
    await screen.findByRole('cell', { name: '12 Oak St' });
    expect(header('Address')).toHaveAttribute('aria-sort', 'descending');
    expect(again.queriesTo('GET', '/api/properties/')).toEqual(['?ordering=-address&page=1&page_size=20']);
  });

  it('searches after a pause, from page 1, and Reset clears everything', async () => {
    const app = openProperties('/properties?ordering=city&page=3');
    await screen.findByRole('cell', { name: '12 Oak St' });

    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'maple');
    await waitFor(() => expect(app.router.state.location.search).toBe('?ordering=city&search=maple'));
    await waitFor(() =>
      expect(app.queriesTo('GET', '/api/properties/').at(-1)).toBe(
        '?search=maple&ordering=city&page=1&page_size=20',
      ),
    );

    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(app.router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('opens a property on double-click and from the context menu', async () => {
    const app = openProperties('/properties', {
      'GET /api/properties/8/': () => json(200, elm),
      'GET /api/properties/8/rooms/': () => json(200, pageOf([])),
    });
    await app.user.dblClick(await screen.findByRole('cell', { name: '3 Elm Ave' }));
    expect(app.currentPath()).toBe('/properties/8');
    expect(await screen.findByRole('heading', { level: 1, name: /3 Elm Ave/ })).toBeInTheDocument();

    await app.router.navigate('/properties');
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '3 Elm Ave' }));
    await app.user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Open' }));
    expect(app.currentPath()).toBe('/properties/8');
    expect(await screen.findByRole('heading', { level: 1, name: /3 Elm Ave/ })).toBeInTheDocument();
  });

  it("shows 'No data available' for an empty list", async () => {
    openProperties('/properties', { 'GET /api/properties/': () => json(200, pageOf([])) });
    expect(await screen.findByRole('cell', { name: 'No data available' })).toBeInTheDocument();
  });
});

describe('deleting a property from the list', () => {
  async function deleteElm(deleteReply: Reply) {
    const app = openProperties('/properties', { 'DELETE /api/properties/8/': deleteReply });
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '3 Elm Ave' }));
    await app.user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Property' });
    expect(dialog).toHaveTextContent('Delete the property at 3 Elm Ave? This cannot be undone.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    return app;
  }

  it("shows the server's refusal in an error toast and deletes nothing", async () => {
    const sentence = 'This property still has 2 rooms. Delete or move them first.';
    const app = await deleteElm(() => json(400, { non_field_errors: [sentence] }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText('Property deleted successfully')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: '3 Elm Ave' })).toBeInTheDocument();
    expect(app.requestsTo('DELETE', '/api/properties/8/')).toHaveLength(1);
    expect(app.queriesTo('GET', '/api/properties/')).toHaveLength(1); // nothing to reload
  });

  it('deletes after confirmation, says so and reloads the list', async () => {
    const app = await deleteElm(() => new Response(null, { status: 204 }));
    expect(await screen.findByText('Property deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(app.queriesTo('GET', '/api/properties/')).toHaveLength(2));
  });

  it('asks first: Cancel deletes nothing', async () => {
    const app = openProperties();
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '3 Elm Ave' }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Property' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.requestsTo('DELETE', '/api/properties/8/')).toHaveLength(0);
  });
});

describe('properties list permissions', () => {
  it('hides Add, Edit and Delete from a user who may only view', async () => {
    const app = openProperties('/properties', {}, aPlacesUser(['places.view']));
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '3 Elm Ave' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open']);
    expect(screen.queryByRole('button', { name: 'Add Property' })).not.toBeInTheDocument();
    await app.user.keyboard('{Escape}');
  });

  it('offers all of them to a user who may', async () => {
    openProperties();
    fireEvent.contextMenu(await screen.findByRole('cell', { name: '3 Elm Ave' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Open', 'Edit', 'Delete']);
    expect(screen.getByRole('button', { name: 'Add Property' })).toBeInTheDocument();
  });
});
