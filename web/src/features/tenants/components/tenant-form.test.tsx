import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aTenant, aTenantListItem, aTenantsUser } from '../../../test/tenants-fixtures';

const dana = aTenant();
/** Another tenant who has the phone typed below, and one whose e-mail only contains the typed one. */
const lee = aTenantListItem({
  id: 9,
  first_name: 'Lee',
  last_name: 'Park',
  email: 'lee@example.com',
  phone: '3125550142',
});
const joann = aTenantListItem({
  id: 10,
  first_name: 'Jo',
  last_name: 'Ann',
  email: 'jo.new@example.com.au',
  phone: '3125550777',
});

function openForm(path: string, routes: Record<string, Reply> = {}) {
  const server = installFakeFetch({
    ...signedInRoutes(aTenantsUser()),
    'GET /api/tenants/': () => json(200, pageOf([])),
    'GET /api/tenants/5/': () => json(200, dana),
    'GET /api/tenants/5/transactions/': () => json(200, pageOf([])),
    'POST /api/tenants/': () => json(201, dana),
    'PUT /api/tenants/5/': () => json(200, dana),
    ...routes,
  });
  const app = renderApp(path);
  const field = (label: string) => screen.getByLabelText(label);
  const save = () => app.user.click(screen.getByRole('button', { name: 'Save' }));
  const fillNew = async () => {
    await screen.findByRole('heading', { name: 'New Tenant' });
    await app.user.type(field('First name'), 'Ana');
    await app.user.type(field('Last name'), 'New');
    await app.user.type(field('Email'), 'new@example.com');
    await app.user.type(field('Phone'), '3125550142');
    await app.user.type(field('Date of birth'), '03/08/1990');
  };
  return { ...app, ...server, field, save, fillNew };
}

describe('tenant form: gender', () => {
  it('is optional, offered as Male or Female, and sent', async () => {
    const app = openForm('/tenants/create');
    await app.fillNew();
    const gender = app.field('Gender');
    expect(gender).toHaveValue('');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not given', 'Male', 'Female']);
    await app.user.selectOptions(gender, 'Female');
    await app.save();
    expect(await screen.findByText('Tenant created successfully.')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/tenants/')[0]?.body).toMatchObject({ gender: 'female' });
  });

  it('is shown on the tenant page, "—" when not given', async () => {
    openForm('/tenants/5', { 'GET /api/tenants/5/': () => json(200, aTenant({ gender: 'male' })) });
    expect(await screen.findByLabelText('Contact')).toHaveTextContent('GenderMale');
  });
});

describe('tenant form: Cancel and unsaved input', () => {
  it('Cancel on an untouched form goes back where the user came from, without asking', async () => {
    const app = openForm('/tenants');
    await app.user.click(await screen.findByRole('link', { name: 'New tenant' }));
    await screen.findByRole('heading', { name: 'New Tenant' });
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.currentPath()).toBe('/tenants'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before discarding typed input: Keep editing stays, Discard leaves', async () => {
    const app = openForm('/tenants/5/edit');
    await screen.findByDisplayValue('(312) 555-0142');
    await app.user.type(app.field('Last name'), 'x');
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await app.user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.currentPath()).toBe('/tenants/5/edit');
    expect(app.field('Last name')).toHaveValue('Smithx');

    // A link of the page (the navbar's) asks too.
    await app.user.click(screen.getAllByRole('link', { name: 'Tenants' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await app.user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(app.currentPath()).toBe('/tenants'));
    expect(app.requestsTo('PUT', '/api/tenants/5/')).toHaveLength(0);
  });

  it('asks the browser before the tab closes with typed input, and not once it is saved', async () => {
    const app = openForm('/tenants/create');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('heading', { name: 'New Tenant' });
    expect(unload()).toBe(false);
    await app.fillNew();
    expect(unload()).toBe(true);
    await app.save();
    await waitFor(() => expect(app.currentPath()).toBe('/tenants/5'));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
    expect(unload()).toBe(false);
  });
});

describe('tenant form: another tenant with the same e-mail or phone', () => {
  it('names them with a link and saves only on "Save anyway"', async () => {
    const app = openForm('/tenants/create', {
      'GET /api/tenants/': (request) =>
        json(200, pageOf(request.url.includes('3125550142') ? [lee] : [joann])),
    });
    await app.fillNew();
    await app.save();
    const line = await screen.findByText(/A tenant with this phone already exists:/);
    expect(line).toHaveTextContent('A tenant with this phone already exists: Lee Park (#9)');
    expect(within(line).getByRole('link', { name: 'Lee Park (#9)' })).toHaveAttribute('href', '/tenants/9');
    // Jo Ann's e-mail only contains the typed one: not a namesake.
    expect(screen.queryByText(/Jo Ann/)).not.toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/tenants/')).toEqual(
      expect.arrayContaining([
        expect.stringContaining('search=new%40example.com'),
        expect.stringContaining('search=3125550142'),
      ]),
    );
    expect(app.requestsTo('POST', '/api/tenants/')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Tenant created successfully.')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/tenants/')).toHaveLength(1);
  });

  it("does not look on an edit that keeps the tenant's own e-mail and phone", async () => {
    const app = openForm('/tenants/5/edit');
    await screen.findByDisplayValue('(312) 555-0142');
    await app.user.type(app.field('Last name'), 'x');
    await app.save();
    expect(await screen.findByText('Tenant updated successfully.')).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/tenants/')).toHaveLength(0);
  });

  it('does not count the tenant being edited as a namesake', async () => {
    const app = openForm('/tenants/5/edit', {
      'GET /api/tenants/': () =>
        json(200, pageOf([aTenantListItem({ id: 5, email: 'dana.smith@example.com' })])),
    });
    await screen.findByDisplayValue('(312) 555-0142');
    await app.user.clear(app.field('Email'));
    await app.user.type(app.field('Email'), 'dana.smith@example.com');
    await app.save();
    expect(await screen.findByText('Tenant updated successfully.')).toBeInTheDocument();
    expect(app.queriesTo('GET', '/api/tenants/')).toHaveLength(2);
    expect(screen.queryByText(/already exists/)).not.toBeInTheDocument();
  });
});
