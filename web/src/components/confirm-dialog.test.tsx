import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function setup(props: { isPending?: boolean } = {}) {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      show
      title="Delete Room"
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmLabel="Delete"
      confirmVariant="danger"
      {...props}
    >
      Delete Room 101?
    </ConfirmDialog>,
  );
  return { user, onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Delete Room' }) };
}

describe('ConfirmDialog', () => {
  it('shows the title, the body and both buttons, and reports the choice', async () => {
    const { user, onConfirm, onCancel, dialog } = setup();
    expect(within(dialog).getByText('Delete Room 101?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass('btn-danger');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
  });

  it('waits while the action runs and cannot be dismissed', async () => {
    const { user, onCancel, dialog } = setup({ isPending: true });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
