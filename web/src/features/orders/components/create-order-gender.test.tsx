import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GenderDesignation, TenantGender } from '@bunkhouse/contract';
import { installFakeFetch, json, signedInRoutes } from '../../../test/fake-fetch';
import { pageOf } from '../../../test/places-fixtures';
import { renderApp } from '../../../test/render-app';
import { aFreeBed, aNewTenantListItem, anOrder, aTenantsUser } from '../../../test/tenants-fixtures';

const eli = aNewTenantListItem({ id: 6, first_name: 'Eli', last_name: 'Ng' });
const bedIn = (id: number, room: number, designation: GenderDesignation) =>
  aFreeBed({
    id,
    number: 1,
    room: {
      id: room,
      number: room,
      gender_designation: designation,
      property: { id: 7, address: '12 Oak St' },
    },
  });
const maleBed = bedIn(601, 101, 'male');
const femaleBed = bedIn(602, 102, 'female');
const mixedBed = bedIn(603, 103, 'mixed');

async function openDialog(gender: TenantGender | null) {
  const server = installFakeFetch({
    ...signedInRoutes(aTenantsUser()),
    'GET /api/tenants/': () => json(200, pageOf([eli])),
    'GET /api/orders/available_tenants/': () =>
      json(200, [{ id: 6, first_name: 'Eli', last_name: 'Ng', gender }]),
    'GET /api/orders/available_beds/': () => json(200, [maleBed, femaleBed, mixedBed]),
    'POST /api/orders/get_beds_total_price/': () => json(200, { total: '650.00' }),
    'POST /api/orders/': () => json(201, anOrder()),
  });
  const app = renderApp('/tenants');
  await screen.findByRole('cell', { name: 'Ng, Eli' });
  await app.user.click(screen.getByRole('button', { name: 'New order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Order' });
  await app.user.click(within(dialog).getByLabelText('Tenant'));
  await app.user.click(await screen.findByRole('option', { name: 'Eli Ng' }));
  const chooseBed = async (label: RegExp) => {
    await app.user.click(within(dialog).getByLabelText('Beds'));
    await app.user.click(await screen.findByRole('option', { name: label }));
    await waitFor(() => expect(within(dialog).getByLabelText('Rent amount')).toHaveValue('650.00'));
  };
  const save = () => app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { ...app, ...server, dialog, chooseBed, save };
}

const maleWarning = 'Eli Ng is Male; Room 102 at 12 Oak St is designated Female.';

describe('Create Order: the rooms’ designations', () => {
  it('shows each bed’s room designation in the picker', async () => {
    const app = await openDialog(null);
    await app.user.click(within(app.dialog).getByLabelText('Beds'));
    const names = (await screen.findAllByRole('option', { name: /^Bed / })).map(
      (option) => option.textContent,
    );
    expect(names).toEqual([
      'Bed 1 · Room 101 (Male) · 12 Oak St · $650.00',
      'Bed 1 · Room 102 (Female) · 12 Oak St · $650.00',
      'Bed 1 · Room 103 (Mixed) · 12 Oak St · $650.00',
    ]);
  });

  it('warns of a room of the other designation, and places the tenant only after "Place anyway"', async () => {
    const app = await openDialog('male');
    await app.chooseBed(/Room 101 \(Male\)/);
    expect(within(app.dialog).queryByText(/is designated/)).not.toBeInTheDocument();
    await app.chooseBed(/Room 102 \(Female\)/);
    expect(within(app.dialog).getByText(maleWarning)).toBeInTheDocument();

    await app.save();
    const confirm = await screen.findByRole('dialog', { name: 'Place in a room of the other gender?' });
    expect(confirm).toHaveTextContent(maleWarning);
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(app.requestsTo('POST', '/api/orders/')).toHaveLength(0);

    await app.save();
    const again = await screen.findByRole('dialog', { name: 'Place in a room of the other gender?' });
    await app.user.click(within(again).getByRole('button', { name: 'Place anyway' }));
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(app.requestsTo('POST', '/api/orders/')[0]?.body).toMatchObject({
      tenant_id: 6,
      bed_ids: [601, 602],
    });
  });

  it('does not warn of a mixed room, nor when the tenant’s gender is unknown', async () => {
    const female = await openDialog('female');
    await female.chooseBed(/Room 103 \(Mixed\)/);
    await female.chooseBed(/Room 102 \(Female\)/);
    expect(within(female.dialog).queryByText(/is designated/)).not.toBeInTheDocument();
    female.unmount();

    const unknown = await openDialog(null);
    await unknown.chooseBed(/Room 101 \(Male\)/);
    expect(within(unknown.dialog).queryByText(/is designated/)).not.toBeInTheDocument();
    await unknown.save();
    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /other gender/ })).not.toBeInTheDocument();
  });
});
