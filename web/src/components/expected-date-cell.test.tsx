import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppToasts } from '../app/shell/app-toasts';
import { ThemeProvider } from '../app/theme/theme-context';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { publicSettingsQueryOptions } from '../lib/api/get-public-settings';
import { installFakeFetch, json } from '../test/fake-fetch';
import { aPublicSettings } from '../test/settings-fixtures';
import { checkExpectedDate, ExpectedDateCell } from './expected-date-cell';

function setup(
  value: string | null,
  { isReadOnly = false, onSave = vi.fn(() => Promise.resolve()), queryClient = new QueryClient() } = {},
) {
  const user = userEvent.setup();
  const onRowDoubleClick = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <div onDoubleClick={onRowDoubleClick}>
          <ExpectedDateCell value={value} name="Dana Smith" onSave={onSave} isReadOnly={isReadOnly} />
        </div>
        <AppToasts />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  const display = () => screen.getByRole('button', { name: /^Expected payment date of Dana Smith: / });
  const startEditing = async () => {
    await user.click(display());
    // The mask's code arrives once the editing starts (a lazy chunk), as in the app.
    return screen.findByRole('textbox', { name: 'Expected payment date of Dana Smith' });
  };
  return { user, onSave, onRowDoubleClick, display, startEditing };
}

describe('ExpectedDateCell: showing', () => {
  it('shows a dash when empty, and no clear button', () => {
    const { display } = setup(null);
    expect(display()).toHaveTextContent('—');
    expect(display()).toHaveAccessibleName('Expected payment date of Dana Smith: none. Edit');
    expect(screen.queryByRole('button', { name: /^Clear/ })).not.toBeInTheDocument();
  });

  it('shows the date and a clear button when filled', () => {
    const { display } = setup('2099-12-31');
    expect(display()).toHaveTextContent('31 Dec 2099');
    expect(
      screen.getByRole('button', { name: 'Clear the expected payment date of Dana Smith' }),
    ).toBeInTheDocument();
  });

  it('only shows the date when read-only', () => {
    setup('2099-12-31', { isReadOnly: true });
    expect(screen.getByText('31 Dec 2099')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ExpectedDateCell: editing', () => {
  it('edits on focus with the numeric mask MM/DD/YYYY, starting from the date', async () => {
    const { user, startEditing } = setup('2099-12-31');
    const input = await startEditing();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('12/31/2099');
    await user.clear(input);
    await user.type(input, '0a6x152100');
    expect(input).toHaveValue('06/15/2100');
  });

  it.each([
    ['1231', 'Invalid date format'],
    ['12/31/99', 'Invalid date format'],
    ['02/30/2099', 'Invalid calendar date'],
    ['13/01/2099', 'Invalid calendar date'],
    ['01/01/2000', 'Date cannot be earlier than today'],
  ])('refuses %s on Enter with "%s" and empties the field', async (typed, message) => {
    const { user, onSave, startEditing } = setup(null);
    const input = await startEditing();
    await user.type(input, `${typed}{Enter}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("takes today in the business's time zone: New York's evening is already tomorrow in UTC", async () => {
    vi.stubEnv('TZ', 'UTC');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T02:00:00Z')); // 26 Nov, 21:00 in New York
    installFakeFetch({
      'GET /api/settings/public/': () => json(200, aPublicSettings({ time_zone: 'America/New_York' })),
    });
    const queryClient = new QueryClient();
    await queryClient.prefetchQuery(publicSettingsQueryOptions());
    const { user, startEditing } = setup(null, { queryClient });
    await user.type(await startEditing(), '11/26/2026{Enter}');
    expect(await screen.findByRole('dialog')).toHaveTextContent('26 Nov 2026');
    expect(screen.queryByText('Date cannot be earlier than today')).not.toBeInTheDocument();
  });

  it('checks on blur too, and goes back to showing the saved date', async () => {
    const { user, onSave, startEditing, display } = setup('2099-12-31');
    const input = await startEditing();
    await user.clear(input);
    await user.type(input, '02/29/2098');
    await user.tab();
    expect(await screen.findByText('Invalid calendar date')).toBeInTheDocument();
    expect(display()).toHaveTextContent('31 Dec 2099');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('ignores an empty entry and an unchanged one', async () => {
    const { user, onSave, startEditing, display } = setup('2099-12-31');
    let input = await startEditing();
    await user.type(input, '{Enter}');
    expect(display()).toHaveTextContent('31 Dec 2099');
    input = await startEditing();
    await user.clear(input);
    await user.tab();
    expect(display()).toHaveTextContent('31 Dec 2099');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('leaves the editor unchanged on Escape', async () => {
    const { user, onSave, startEditing, display } = setup(null);
    const input = await startEditing();
    await user.type(input, '12/31/2099{Escape}');
    expect(display()).toHaveTextContent('—');
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('ExpectedDateCell: saving', () => {
  it('asks for confirmation, then saves yyyy-MM-dd and says so', async () => {
    const { user, onSave, startEditing } = setup(null);
    const input = await startEditing();
    await user.type(input, '12/31/2099{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Expected Payment Date' });
    expect(dialog).toHaveTextContent('Set the expected payment date of Dana Smith to 31 Dec 2099?');
    expect(onSave).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('2099-12-31');
    expect(await screen.findByText('Expected payment date updated successfully')).toBeInTheDocument();
  });

  it('saves nothing when the confirmation is cancelled', async () => {
    const { user, onSave, startEditing } = setup(null);
    const input = await startEditing();
    await user.type(input, '12/31/2099');
    await user.tab();
    const dialog = await screen.findByRole('dialog', { name: 'Expected Payment Date' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears: the clear button saves null after a confirmation', async () => {
    const { user, onSave } = setup('2099-12-31');
    await user.click(screen.getByRole('button', { name: 'Clear the expected payment date of Dana Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expected Payment Date' });
    expect(dialog).toHaveTextContent('Clear the expected payment date of Dana Smith?');
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(null);
    expect(await screen.findByText('Expected payment date updated successfully')).toBeInTheDocument();
  });

  it("shows the server's refusal in an error toast", async () => {
    const onSave = vi.fn(() =>
      Promise.reject(new ApiError(400, { expected_payment_date: ['This tenant is inactive.'] })),
    );
    const { user, startEditing } = setup(null, { onSave });
    await user.type(await startEditing(), '12/31/2099{Enter}');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This tenant is inactive.')).toBeInTheDocument();
  });

  it('keeps a double-click to itself (it must not open the row)', async () => {
    const { display, onRowDoubleClick } = setup(null);
    fireEvent.doubleClick(display());
    expect(onRowDoubleClick).not.toHaveBeenCalled();
  });
});

describe('ExpectedDateCell: focus', () => {
  it('takes focus back on its button after Escape, without editing again', async () => {
    const { user, startEditing, display } = setup('2099-12-31');
    const input = await startEditing();
    await user.type(input, '{Escape}');
    expect(display()).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Expected payment date of Dana Smith' })).toHaveFocus();
  });

  it('takes focus back on its button once the confirmation is done, saved or cancelled', async () => {
    const { user, startEditing, display } = setup(null);
    for (const choice of ['Save', 'Cancel']) {
      const input = await startEditing();
      await user.type(input, '12/31/2099{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Expected Payment Date' });
      expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: choice }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(display()).toHaveFocus();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    }
  });
});

describe('checkExpectedDate', () => {
  it('accepts today and later, as yyyy-MM-dd', () => {
    expect(checkExpectedDate('03/08/2026', '2026-03-08')).toEqual({ date: '2026-03-08' });
    expect(checkExpectedDate('03/07/2026', '2026-03-08')).toEqual({ problem: 'beforeToday' });
    expect(checkExpectedDate('02/29/2028', '2026-03-08')).toEqual({ date: '2028-02-29' });
    expect(checkExpectedDate('03/0', '2026-03-08')).toEqual({ problem: 'format' });
  });
});
