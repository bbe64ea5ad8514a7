import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../lib/notify';
import { ThemeProvider } from '../theme/theme-context';
import { AppToasts } from './app-toasts';

describe('toasts', () => {
  it('shows what notify sends', async () => {
    render(
      <ThemeProvider>
        <AppToasts />
      </ThemeProvider>,
    );
    act(() => {
      notify.success('Transaction saved successfully!');
    });
    expect(await screen.findByText('Transaction saved successfully!')).toBeInTheDocument();
  });
});
