import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, installFakeFetch, signedInRoutes, signedOutRoutes } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

describe('skip link', () => {
  it('is the first stop of Tab on a signed-in page, and moves focus to the main content', async () => {
    installFakeFetch(signedInRoutes(aUser({ username: 'maria', is_superuser: true, permissions: [] })));
    const { user, currentPath } = renderApp('/info');
    await screen.findByRole('heading', { level: 1 });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveClass('visually-hidden-focusable');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(currentPath()).toBe('/info');
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });

  it('is on the login page too, ahead of its fields', async () => {
    installFakeFetch(signedOutRoutes());
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Bunkhouse' });
    // The page starts in Username: from the top of the page, Tab reaches the skip link first.
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
