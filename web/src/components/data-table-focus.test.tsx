import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';

interface Row {
  id: number;
  address: string;
}
const rows: Row[] = [
  { id: 7, address: '12 Oak St' },
  { id: 9, address: '3 Elm Ave' },
];

/** A list whose row menu opens a confirmation, as the places and staff lists do. */
function ListWithDelete() {
  const [toDelete, setToDelete] = useState<Row | null>(null);
  return (
    <>
      <DataTable<Row>
        columns={[{ key: 'address', label: 'Address', render: (row) => row.address }]}
        rows={rows}
        getRowKey={(row) => row.id}
        label="Properties"
        contextMenu={(row) => [{ label: 'Delete', onSelect: () => setToDelete(row) }]}
      />
      <ConfirmDialog
        show={toDelete !== null}
        title="Delete Property"
        onConfirm={() => setToDelete(null)}
        onCancel={() => setToDelete(null)}
        confirmLabel="Delete"
        confirmVariant="danger"
      >
        Delete {toDelete?.address}?
      </ConfirmDialog>
    </>
  );
}

describe('DataTable: a dialog opened from the row menu', () => {
  it('gives focus back to the row once closed (the menu entry is gone by then)', async () => {
    const user = userEvent.setup();
    render(<ListWithDelete />);
    const row = screen.getByRole('row', { name: /3 Elm Ave/ });
    row.focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Delete Property' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row).toHaveFocus();
  });
});
