import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import type { Reply } from '../../../test/fake-fetch';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aTenant, aTenantsUser } from '../../../test/tenants-fixtures';

const dana = aTenant();

function openForm(path: string, routes: Record<string, Reply> = {}) {
  const server = installFakeFetch({
    ...signedInRoutes(aTenantsUser()),
    'GET /api/tenants/5/': () => json(200, dana),
    'GET /api/tenants/5/transactions/': () => json(200, pageOf([])),
    // The duplicate check (a search by e-mail and by phone): no other tenant has them.
    'GET /api/tenants/': () => json(200, pageOf([])),
    ...routes,
  });
  const app = renderApp(path);
  const field = (label: string) => screen.getByLabelText(label);
  const save = () => app.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...app, ...server, field, save };
}

const errorUnder = (input: HTMLElement) =>
  input.closest('.mb-3, .mb-0')?.querySelector('.invalid-feedback')?.textContent ?? null;

describe('tenant form: typing', () => {
  it('masks phone and SSN, capitalises names, and keeps the date to digits and hyphens', async () => {
    const app = openForm('/tenants/create');
    expect(await screen.findByRole('heading', { name: 'New Tenant' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tenant Info' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Emergency Contact' })).toBeInTheDocument();

    await app.user.type(app.field('Phone'), '312a5550142999');
    expect(app.field('Phone')).toHaveValue('(312) 555-0142');
    await app.user.type(app.field('SSN'), '123-456789');
    expect(app.field('SSN')).toHaveValue('123-45-6789');
    await app.user.type(app.field('Contact phone'), '3125550199');
    expect(app.field('Contact phone')).toHaveValue('(312) 555-0199');

    await app.user.type(app.field('First name'), 'dana');
    await app.user.type(app.field('Last name'), 'mcBride');
    await app.user.type(app.field('Contact first name'), 'lee');
    await app.user.type(app.field('Contact last name'), 'o');
    expect(app.field('First name')).toHaveValue('Dana');
    expect(app.field('Last name')).toHaveValue('McBride');
    expect(app.field('Contact first name')).toHaveValue('Lee');
    expect(app.field('Contact last name')).toHaveValue('O');

    // One mask, MM/DD/YYYY: typed with or without the slashes, ten characters at most.
    expect(app.field('Date of birth')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await app.user.type(app.field('Date of birth'), '05/07/1990');
    expect(app.field('Date of birth')).toHaveValue('05/07/1990');
    await app.user.clear(app.field('Date of birth'));
    await app.user.type(app.field('Date of birth'), '0308-19901');
    expect(app.field('Date of birth')).toHaveValue('03/08/1990');
    expect(
      within(app.field('Contact first name').closest('form')!).getByLabelText('Relationship'),
    ).toHaveValue('');
  });
});

describe('tenant form: checking and saving', () => {
  it("checks with the contract's messages after stripping phone and SSN to digits", async () => {
    const app = openForm('/tenants/create');
    await screen.findByRole('heading', { name: 'New Tenant' });
    await app.save();
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Date of birth']) {
      expect(errorUnder(app.field(label))).toBe('This field is required.');
    }
    await app.user.type(app.field('Phone'), '312555');
    await app.user.type(app.field('SSN'), '1234');
    await app.user.type(app.field('Email'), 'dana@');
    await app.user.type(app.field('Date of birth'), '02301990');
    await app.user.type(app.field('Contact phone'), '31255');
    await app.save();
    expect(errorUnder(app.field('Phone'))).toBe('Phone number must be at least 10 digits.');
    expect(errorUnder(app.field('SSN'))).toBe('SSN must be at least 9 digits.');
    expect(errorUnder(app.field('Email'))).toBe('Enter a valid email address.');
    expect(errorUnder(app.field('Date of birth'))).toBe('Enter a real calendar date.');
    expect(errorUnder(app.field('Contact phone'))).toBe('Phone number must be at least 10 digits.');
    expect(app.requestsTo('POST', '/api/tenants/')).toHaveLength(0);

    await app.user.type(app.field('Phone'), '0142');
    expect(errorUnder(app.field('Phone'))).toBeNull();
  });

  it('creates: POSTs digits and yyyy-MM-dd, says so, and opens the new tenant', async () => {
    const app = openForm('/tenants/create', { 'POST /api/tenants/': () => json(201, dana) });
    await screen.findByRole('heading', { name: 'New Tenant' });
    await app.user.type(app.field('First name'), 'dana');
    await app.user.type(app.field('Last name'), 'smith');
    await app.user.type(app.field('Email'), ' dana@example.com ');
    await app.user.type(app.field('Phone'), '3125550142');
    await app.user.type(app.field('Date of birth'), '03/08/1990');
    await app.user.type(app.field('SSN'), '123456789');
    await app.user.type(app.field('Contact first name'), 'lee');
    await app.user.type(app.field('Contact phone'), '3125550199');
    await app.user.selectOptions(app.field('Relationship'), 'Legal guardian');
    await app.save();

    expect(await screen.findByText('Tenant created successfully.')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/tenants/')[0]?.body).toEqual({
      first_name: 'Dana',
      last_name: 'Smith',
      email: 'dana@example.com',
      phone: '3125550142',
      social_security_number: '123456789',
      date_of_birth: '1990-03-08',
      gender: null,
      description: null,
      emergency_contact_first_name: 'Lee',
      emergency_contact_last_name: null,
      emergency_contact_email: null,
      emergency_contact_phone: '3125550199',
      emergency_contact_relationship_to_tenant: 'legal_guardian',
      messages_opt_out: false,
    });
    await waitFor(() => expect(app.currentPath()).toBe('/tenants/5'));
  });

  it("shows the server's field errors under their fields and the rest in a banner", async () => {
    const app = openForm('/tenants/create', {
      'POST /api/tenants/': () =>
        json(400, {
          date_of_birth: ['Date of birth cannot be in the future.'],
          non_field_errors: ['A tenant with this e-mail exists.', 'Open them instead.'],
        }),
    });
    await screen.findByRole('heading', { name: 'New Tenant' });
    await app.user.type(app.field('First name'), 'Dana');
    await app.user.type(app.field('Last name'), 'Smith');
    await app.user.type(app.field('Email'), 'dana@example.com');
    await app.user.type(app.field('Phone'), '3125550142');
    await app.user.type(app.field('Date of birth'), '01/01/2099');
    await app.save();
    expect(
      await screen.findByText('A tenant with this e-mail exists. Open them instead.'),
    ).toBeInTheDocument();
    expect(errorUnder(app.field('Date of birth'))).toBe('Date of birth cannot be in the future.');
    expect(app.currentPath()).toBe('/tenants/create');
  });
});

describe('tenant form: editing', () => {
  it('loads the tenant first, shows it in the masks, and saves with PUT', async () => {
    const app = openForm('/tenants/5/edit', { 'PUT /api/tenants/5/': () => json(200, dana) });
    expect(await screen.findByRole('heading', { name: 'Edit Tenant' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('(312) 555-0142')).toBe(app.field('Phone'));
    expect(app.field('Date of birth')).toHaveValue('03/08/1990');
    expect(app.field('SSN')).toHaveValue('');
    expect(screen.getByText('On file: •••-••-6789. Leave blank to keep it.')).toBeInTheDocument();
    expect(app.field('Relationship')).toHaveValue('brother');

    await app.user.clear(app.field('Email'));
    await app.user.type(app.field('Email'), 'dana.smith@example.com');
    await app.save();
    expect(await screen.findByText('Tenant updated successfully.')).toBeInTheDocument();
    expect(app.requestsTo('PUT', '/api/tenants/5/')[0]?.body).toMatchObject({
      email: 'dana.smith@example.com',
      phone: '3125550142',
      social_security_number: null,
      date_of_birth: '1990-03-08',
      emergency_contact_phone: '3125550199',
    });
    await waitFor(() => expect(app.currentPath()).toBe('/tenants/5'));
  });

  it("says 'Failed to load data for editing.' when the tenant cannot be loaded", async () => {
    const app = openForm('/tenants/5/edit', {
      'GET /api/tenants/5/': () => json(404, { detail: 'Not found.', code: 'not_found' }),
    });
    expect(await screen.findByText('Failed to load data for editing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(app.requestsTo('PUT', '/api/tenants/5/')).toHaveLength(0);
  });
});
