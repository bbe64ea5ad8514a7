import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppFooter } from './app-footer';

function renderFooter() {
  const router = createMemoryRouter([{ path: '/', element: <AppFooter /> }]);
  render(<RouterProvider router={router} />);
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
});
