import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Ordering } from '@bunkhouse/contract';
import { MENU_SEPARATOR } from './context-menu';
import type { ContextMenuItem } from './context-menu';
import { DataTable, nextOrdering } from './data-table';
import type { DataTableColumn, DataTableProps } from './data-table';

interface Row {
  id: number;
  address: string;
  city: string;
}
type Key = 'address' | 'city';

const rows: Row[] = [
  { id: 7, address: '12 Oak St', city: 'Austin' },
  { id: 9, address: '3 Elm Ave', city: 'Boston' },
];

const columns: DataTableColumn<Row, Key>[] = [
  { key: 'address', label: 'Address', sortable: true, render: (r) => r.address },
  { key: 'city', label: 'City', sortable: true, render: (r) => r.city },
  { key: 'note', label: 'Note', render: () => '—' },
];

function renderTable(props: Partial<DataTableProps<Row, Key>> = {}) {
  const user = userEvent.setup();
  const view = render(
    <DataTable<Row, Key>
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id}
      label="Properties"
      {...props}
    />,
  );
  return { user, ...view };
}

/** A table whose ordering lives in state, as a page keeps it in the URL. */
function SortableTable({ onOrdering }: { onOrdering: (ordering: Ordering<Key>) => void }) {
  const [ordering, setOrdering] = useState<Ordering<Key> | undefined>();
  return (
    <DataTable<Row, Key>
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id}
      label="Properties"
      ordering={ordering}
      onOrderingChange={(next) => {
        setOrdering(next);
        onOrdering(next);
      }}
    />
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const header = (name: string) => screen.getByRole('columnheader', { name });

describe('DataTable', () => {
  it('numbers the rows, continuing across pages', () => {
    renderTable({ rowNumberOffset: 20 });
    const [first, second] = bodyRows();
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['21', '12 Oak St', 'Austin', '—']);
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('22');
  });

  it("shows 'No data available' when there are no rows, and a loading row before the first answer", () => {
    const { rerender } = renderTable({ rows: [] });
    expect(screen.getByRole('cell', { name: 'No data available' })).toBeInTheDocument();

    rerender(
      <DataTable columns={columns} rows={undefined} getRowKey={(r: Row) => r.id} label="P" isLoading />,
    );
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
    expect(screen.queryByText('No data available')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('sits in a horizontal scroller with the default minimum width, and fades rows in', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Properties' });
    expect(table).toHaveClass('data-table');
    expect(table.parentElement).toHaveClass('data-table-scroller');
    expect(bodyRows()[0]).toHaveClass('data-table-row');
  });

  it('sorts ascending on a first click, toggles on the sorted column, and starts over on another', async () => {
    const onOrdering = vi.fn();
    const user = userEvent.setup();
    render(<SortableTable onOrdering={onOrdering} />);
    expect(header('Address')).toHaveAttribute('aria-sort', 'none');
    expect(header('Note')).not.toHaveAttribute('aria-sort');
    expect(within(header('Note')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Address' }));
    expect(onOrdering).toHaveBeenLastCalledWith('address');
    expect(header('Address')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Address' }));
    expect(onOrdering).toHaveBeenLastCalledWith('-address');
    expect(header('Address')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Address' }));
    expect(onOrdering).toHaveBeenLastCalledWith('address');

    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(onOrdering).toHaveBeenLastCalledWith('city');
    expect(header('City')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Address')).toHaveAttribute('aria-sort', 'none');
  });

  it('computes the next ordering', () => {
    expect(nextOrdering<Key>(undefined, 'city')).toBe('city');
    expect(nextOrdering<Key>('city', 'city')).toBe('-city');
    expect(nextOrdering<Key>('-city', 'city')).toBe('city');
    expect(nextOrdering<Key>('-city', 'address')).toBe('address');
  });

  it('reports a double-click on a row, and Enter on a focused row', async () => {
    const onRowDoubleClick = vi.fn();
    const { user } = renderTable({ onRowDoubleClick });
    await user.dblClick(screen.getByRole('cell', { name: '3 Elm Ave' }));
    expect(onRowDoubleClick).toHaveBeenCalledWith(rows[1]);

    bodyRows()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(onRowDoubleClick).toHaveBeenLastCalledWith(rows[0]);
  });
});

describe('DataTable context menu', () => {
  const menuFor =
    (onSelect: (what: string, row: Row) => void) =>
    (row: Row): ContextMenuItem[] => [
      { label: 'Open', icon: 'bi-box-arrow-up-right', onSelect: () => onSelect('open', row) },
      MENU_SEPARATOR,
      { label: 'Edit', icon: 'bi-pencil', onSelect: () => onSelect('edit', row) },
      { label: 'Delete', icon: 'bi-trash', isDanger: true, onSelect: () => onSelect('delete', row) },
    ];

  it('opens on right-click with icons, labels and separators, and runs the chosen entry', async () => {
    const onSelect = vi.fn();
    const { user } = renderTable({ contextMenu: menuFor(onSelect) });
    fireEvent.contextMenu(screen.getByRole('cell', { name: '3 Elm Ave' }), { clientX: 40, clientY: 60 });

    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Edit', 'Delete']);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Edit' }).querySelector('.bi-pencil')).not.toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveFocus();

    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(onSelect).toHaveBeenCalledWith('delete', rows[1]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click elsewhere', async () => {
    const onSelect = vi.fn();
    const { user } = renderTable({ contextMenu: menuFor(onSelect) });
    fireEvent.contextMenu(screen.getByRole('cell', { name: '12 Oak St' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.click(screen.getByRole('cell', { name: 'Boston' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('is reachable by keyboard: Shift+F10 or the ContextMenu key, arrows, Enter, Escape', async () => {
    const onSelect = vi.fn();
    const { user } = renderTable({ contextMenu: menuFor(onSelect) });
    const [first] = bodyRows();
    first!.focus();

    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Open' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(first).toHaveFocus();

    await user.keyboard('{ContextMenu}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('edit', rows[0]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('leaves the browser menu alone when the table has no context menu', () => {
    renderTable();
    const event = fireEvent.contextMenu(screen.getByRole('cell', { name: '12 Oak St' }));
    expect(event).toBe(true); // not prevented
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
