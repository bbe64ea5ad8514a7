import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../test/fake-fetch';
import { installFakeFetch, json } from '../../test/fake-fetch';
import { aPublicSettings } from '../../test/settings-fixtures';
import { createQueryClient } from '../query-client';
import { AppFooter } from './app-footer';

/** The footer alone; the public settings answer 404 (not there yet) unless given. */
function renderFooter(publicSettings?: Reply) {
  const server = installFakeFetch(publicSettings ? { 'GET /api/settings/public/': publicSettings } : {});
  const router = createMemoryRouter([{ path: '/', element: <AppFooter /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return server;
}

describe('footer', () => {
  it('shows the product, the contact and support links and the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderFooter();

    expect(screen.getByText('Bunkhouse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@bunkhouse.app' })).toHaveAttribute(
      'href',
      'mailto:support@bunkhouse.app',
    );
    expect(screen.getByRole('link', { name: 'Help & Info' })).toHaveAttribute('href', '/info');
    expect(screen.getByText('© 2031 Bunkhouse')).toBeInTheDocument();
  });

  it('uses the configured contact e-mail', () => {
    vi.stubEnv('VITE_CONTACT_EMAIL', 'desk@example.com');
    renderFooter();
    expect(screen.getByRole('link', { name: 'desk@example.com' })).toHaveAttribute(
      'href',
      'mailto:desk@example.com',
    );
  });

  it("shows the business's name and contact e-mail from the public settings", async () => {
    const server = renderFooter(() => json(200, aPublicSettings()));
    expect(await screen.findByText('Pine Street Hostel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'desk@pine.example' })).toHaveAttribute(
      'href',
      'mailto:desk@pine.example',
    );
    expect(screen.queryByText('support@bunkhouse.app')).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/api/settings/public/')).toHaveLength(1);
  });

  it('keeps the product name and the configured e-mail when the public settings fail', async () => {
    const server = renderFooter(() => json(503, { detail: 'Unavailable', code: 'unavailable' }));
    await vi.waitFor(() => expect(server.requestsTo('GET', '/api/settings/public/')).toHaveLength(1));
    expect(screen.getByText('Bunkhouse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@bunkhouse.app' })).toBeInTheDocument();
  });
});
