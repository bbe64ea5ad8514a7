import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, installFakeFetch, signedInRoutes, signedOutRoutes } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { aSearchAnswer, searchRoute, stubPaletteDom } from '../../test/search-fixtures';

/** The shell's search button and keys (the palette itself: features/search/components/). */
stubPaletteDom();

async function signedIn() {
  installFakeFetch({
    ...signedInRoutes(aUser({ permissions: ['tenants.view'] })),
    ...searchRoute(() => aSearchAnswer()),
  });
  const app = renderApp('/info');
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const palette = () => screen.findByRole('dialog', { name: 'Search' });

describe('search from anywhere: the shell', () => {
  it('offers the search to a signed-in user, and opens it with a click', async () => {
    const { user } = await signedIn();
    await user.click(screen.getByRole('button', { name: 'Search… Ctrl+K' }));
    expect(await palette()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveFocus();
  });

  it('offers nothing to a visitor who is not signed in', async () => {
    installFakeFetch(signedOutRoutes());
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to Bunkhouse' });
    expect(screen.queryByRole('button', { name: /Search/ })).not.toBeInTheDocument();
  });

  it('opens with Ctrl+K or ⌘K anywhere, and closes with Escape, focus back where it was', async () => {
    const { user } = await signedIn();
    await user.keyboard('{Control>}k{/Control}');
    expect(await palette()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('{Meta>}k{/Meta}');
    expect(await palette()).toBeInTheDocument();
  });

  it('opens with / outside a text field, and leaves / to a text field being typed in', async () => {
    const { user } = await signedIn();
    const button = screen.getByRole('button', { name: 'Search… Ctrl+K' });
    button.focus();
    await user.keyboard('/');
    expect(await palette()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    const input = document.createElement('input');
    document.body.append(input);
    await user.click(input);
    await user.keyboard('12/31');
    expect(input).toHaveValue('12/31');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    input.remove();
  });
});
