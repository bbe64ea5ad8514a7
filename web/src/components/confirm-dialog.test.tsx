import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function setup(props: { isPending?: boolean; confirmVariant?: string } = {}) {
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

  it('opens on Cancel when the action destroys (a danger button), so that Enter cannot', () => {
    const { dialog } = setup();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('opens on the confirm button otherwise', () => {
    const { dialog } = setup({ confirmVariant: 'primary' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
  });
});

function Opener() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Delete room
      </button>
      <ConfirmDialog
        show={isOpen}
        title="Delete Room"
        onConfirm={() => setIsOpen(false)}
        onCancel={() => setIsOpen(false)}
        confirmVariant="danger"
      >
        Delete Room 101?
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog: focus', () => {
  it('gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Delete room' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Delete Room' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
