import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Ordering } from '@bunkhouse/contract';
import { NARROW_SCREEN_QUERY } from '../lib/use-media-query';
import type { ContextMenuItem } from './context-menu';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableProps } from './data-table';

interface Row {
  id: number;
  name: string;
  balance: string;
  phone: string;
}
type Key = 'name' | 'balance';

const rows: Row[] = [
  { id: 3, name: 'Allen, Eric', balance: '-$900.00', phone: '(312) 555-0192' },
  { id: 5, name: 'Brown, Grace', balance: '$0.00', phone: '(503) 555-0139' },
];

const columns: DataTableColumn<Row, Key>[] = [
  { key: 'name', label: 'Name', sortable: true, essential: true, render: (r) => r.name },
  { key: 'phone', label: 'Phone', render: (r) => r.phone },
  { key: 'balance', label: 'Balance', sortable: true, essential: true, render: (r) => r.balance },
  { key: 'note', label: 'Note', wide: true, render: () => 'Pays on Fridays' },
];

/**
 * jsdom has no media queries: `matchMedia` is stubbed with a screen that is narrow or not, and
 * `resize` turns it and tells the listeners, as a browser does when the window or phone turns.
 */
function stubScreen(isNarrow: boolean) {
  const listeners = new Set<() => void>();
  const state = { isNarrow };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === NARROW_SCREEN_QUERY && state.isNarrow;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(narrow: boolean) {
      state.isNarrow = narrow;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function renderList(props: Partial<DataTableProps<Row, Key>> = {}) {
  const user = userEvent.setup();
  const view = render(
    <DataTable<Row, Key> columns={columns} rows={rows} getRowKey={(r) => r.id} label="Tenants" {...props} />,
  );
  return { user, ...view };
}

const cards = () => within(screen.getByRole('list', { name: 'Tenants' })).getAllByRole('listitem');

/** The label: value pairs of a card's part (a `<dl>`), in order. */
const pairs = (element: HTMLElement) =>
  Array.from(element.querySelectorAll(':scope > .data-card-field')).map((field) => [
    field.querySelector('dt')?.textContent,
    field.querySelector('dd')?.textContent,
  ]);

describe('DataTable on a narrow screen', () => {
  it('is a table where the screen is wide, and without matchMedia at all', () => {
    renderList();
    expect(screen.getByRole('table', { name: 'Tenants' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    stubScreen(false);
    renderList({ label: 'Others' });
    expect(screen.getByRole('table', { name: 'Others' })).toBeInTheDocument();
  });

  it('shows one numbered card a row: the first essential column as title, the other essentials up front, the rest behind Details', () => {
    stubScreen(true);
    renderList({ rowNumberOffset: 20 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = cards();
    expect(first!.querySelector('.data-card-number')).toHaveTextContent('21');
    expect(second!.querySelector('.data-card-number')).toHaveTextContent('22');
    expect(first!.querySelector('.data-card-title')).toHaveTextContent('Allen, Eric');

    const [upFront, behind] = Array.from(first!.querySelectorAll<HTMLElement>('dl'));
    expect(pairs(upFront!)).toEqual([['Balance', '-$900.00']]);
    const details = first!.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('Details').tagName).toBe('SUMMARY');
    expect(details).toContainElement(behind!);
    expect(pairs(behind!)).toEqual([
      ['Phone', '(312) 555-0192'],
      ['Note', 'Pays on Fridays'],
    ]);
    expect(behind!.querySelector('.data-card-field-wide')).toHaveTextContent('Pays on Fridays');
  });

  it('puts the first column up front when no column is essential', () => {
    stubScreen(true);
    renderList({ columns: columns.map((column) => ({ ...column, essential: false })) });
    const [first] = cards();
    expect(first!.querySelector('.data-card-title')).toHaveTextContent('Allen, Eric');
    expect(first!.querySelectorAll('details .data-card-field')).toHaveLength(3);
  });

  it('opens the row menu from a visible actions button named after the row, and gives focus back after Escape', async () => {
    stubScreen(true);
    const onSelect = vi.fn();
    const menu = (row: Row): ContextMenuItem[] => [
      { label: 'Open', onSelect: () => onSelect('open', row) },
      { label: 'Payment', onSelect: () => onSelect('payment', row) },
    ];
    const { user } = renderList({ contextMenu: menu, rowName: (r) => `Tenant ${r.id}` });
    const actions = within(cards()[1]!).getByRole('button', { name: 'Actions for Tenant 5' });
    expect(actions).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();

    await user.click(actions);
    expect(screen.getByRole('menuitem', { name: 'Open' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(actions).toHaveFocus();

    await user.click(actions);
    await user.click(screen.getByRole('menuitem', { name: 'Payment' }));
    expect(onSelect).toHaveBeenCalledWith('payment', rows[1]);
  });

  it('names the buttons after the title when it is text, and offers Open when the rows have no menu', async () => {
    stubScreen(true);
    const onRowDoubleClick = vi.fn();
    const { user } = renderList({ onRowDoubleClick });
    expect(screen.queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Brown, Grace' }));
    expect(onRowDoubleClick).toHaveBeenLastCalledWith(rows[1]);

    cards()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(onRowDoubleClick).toHaveBeenLastCalledWith(rows[0]);
    await user.dblClick(within(cards()[1]!).getByText('$0.00'));
    expect(onRowDoubleClick).toHaveBeenLastCalledWith(rows[1]);
  });

  it('sorts through a select of the sortable columns, both ways', async () => {
    stubScreen(true);
    const onOrderingChange = vi.fn<(ordering: Ordering<Key>) => void>();
    const { user, rerender } = renderList({ onOrderingChange });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Default',
      'Name, ascending',
      'Name, descending',
      'Balance, ascending',
      'Balance, descending',
    ]);
    await user.selectOptions(select, 'Balance, descending');
    expect(onOrderingChange).toHaveBeenLastCalledWith('-balance');

    rerender(
      <DataTable<Row, Key>
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.id}
        label="Tenants"
        ordering="name"
        onOrderingChange={onOrderingChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    expect(screen.queryByRole('option', { name: 'Default' })).not.toBeInTheDocument();
  });

  it("says 'No data available' without rows, and 'Loading data...' before the first answer", () => {
    stubScreen(true);
    const { rerender } = renderList({ rows: [] });
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(
      <DataTable<Row, Key> columns={columns} rows={undefined} getRowKey={(r) => r.id} label="T" isLoading />,
    );
    expect(screen.getByText('Loading data...')).toBeInTheDocument();
  });

  it("keeps a table that fits a phone when asked ('table'), and follows the screen as it turns", () => {
    const phone = stubScreen(true);
    renderList({ label: 'Owing', narrowLayout: 'table' });
    renderList({ label: 'Tenants' });
    expect(screen.getByRole('table', { name: 'Owing' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tenants' })).toBeInTheDocument();

    phone.resize(false);
    expect(screen.getByRole('table', { name: 'Tenants' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    phone.resize(true);
    expect(screen.getByRole('list', { name: 'Tenants' })).toBeInTheDocument();
  });

  it("marks a row's card with the row's classes", () => {
    stubScreen(true);
    renderList({ getRowClassName: (r) => (r.id === 3 ? 'table-danger' : undefined) });
    expect(cards()[0]).toHaveClass('data-card', 'table-danger');
    expect(cards()[1]).not.toHaveClass('table-danger');
  });
});
