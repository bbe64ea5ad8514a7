import { useCallback, useState } from 'react';
import type { HTMLAttributes, Key, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import type { Ordering } from '@bunkhouse/contract';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../lib/use-media-query';
import { ContextMenu } from './context-menu';
import type { ContextMenuItem, MenuCloseReason } from './context-menu';
import { DataCards } from './data-table-cards';
import './data-table.css';

/**
 * A column (SPEC.md §3 "Table column descriptor": key, label, sortable) and how its cell shows a row.
 * The key of a sortable column is the list's ordering key.
 */
export type DataTableColumn<T, K extends string = string> = {
  label: string;
  render: (row: T) => ReactNode;
  className?: string;
  /**
   * Shown up front on a narrow screen, where each row is a card (the first essential column is its
   * title); the other columns go behind the card's "Details". Without any, the first column is.
   */
  essential?: boolean;
  /** On a card, the value takes the card's whole width under its label (a chooser, a long text). */
  wide?: boolean;
} & ({ key: K; sortable: true } | { key: string; sortable?: false });

export interface DataTableProps<T, K extends string = string> {
  columns: readonly DataTableColumn<T, K>[];
  rows: readonly T[] | undefined;
  getRowKey: (row: T) => Key;
  /** The accessible name of the table. */
  label: string;
  /** Nothing to show yet. */
  isLoading?: boolean;
  /** New rows are on the way: the current ones are dimmed. */
  isFetching?: boolean;
  ordering?: Ordering<K>;
  onOrderingChange?: (ordering: Ordering<K>) => void;
  /** Rows before this page, so numbering continues across pages: (page - 1) * page size. */
  rowNumberOffset?: number;
  /** Double-click, or Enter on a focused row. */
  onRowDoubleClick?: (row: T) => void;
  /** Entries of the row's context menu (right-click, the ContextMenu key or Shift+F10). */
  contextMenu?: (row: T) => readonly ContextMenuItem[];
  /**
   * Extra classes of a row's `<tr>`, e.g. Bootstrap's 'table-danger' for a row that needs attention
   * (with a badge or text that says why: never the colour alone).
   */
  getRowClassName?: (row: T) => string | undefined;
  /** Replaces the default minimum width of 1500px (SPEC.md §9), e.g. 'data-table-compact'. */
  className?: string;
  /** What a row is called on its card's buttons ('Actions for {name}'); else its title if text. */
  rowName?: (row: T) => string;
  /**
   * Under the md breakpoint: 'cards' (the default) turns each row into a card; 'table' keeps a table
   * whose columns all fit a phone (a short report list).
   */
  narrowLayout?: 'cards' | 'table';
}

export const EMPTY_TABLE_TEXT = 'No data available';

/** Clicking the sorted column turns it around; clicking another sorts by it, ascending. */
export function nextOrdering<K extends string>(current: Ordering<K> | undefined, key: K): Ordering<K> {
  return current === key ? `-${key}` : key;
}

function sortState<K extends string>(ordering: Ordering<K> | undefined, key: K) {
  if (ordering === key) return 'ascending';
  if (ordering === `-${key}`) return 'descending';
  return 'none';
}

const SORT_ICONS = {
  ascending: 'bi-caret-up-fill',
  descending: 'bi-caret-down-fill',
  none: 'bi-arrow-down-up',
};

interface OpenMenu<T> {
  row: T;
  position: { x: number; y: number };
  opener: HTMLElement;
}

/** The list table of SPEC.md "Common table behaviour". */
export function DataTable<T, K extends string = string>({
  columns,
  rows,
  getRowKey,
  label,
  isLoading = false,
  isFetching = false,
  ordering,
  onOrderingChange,
  rowNumberOffset = 0,
  onRowDoubleClick,
  contextMenu,
  getRowClassName,
  className,
  rowName,
  narrowLayout = 'cards',
}: DataTableProps<T, K>) {
  const isNarrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [menu, setMenu] = useState<OpenMenu<T> | null>(null);
  const closeMenu = useCallback(
    (reason: MenuCloseReason) => {
      // After a choice too: a dialog it opens returns focus to the row once closed.
      if (reason !== 'outside') menu?.opener.focus();
      setMenu(null);
    },
    [menu],
  );

  const openMenuAtPointer = (row: T) => (event: MouseEvent<HTMLElement>) => {
    if (!contextMenu) return;
    event.preventDefault();
    setMenu({ row, position: { x: event.clientX, y: event.clientY }, opener: event.currentTarget });
  };

  /** Under the element: the keyboard's way in, and the card's actions button. */
  const openMenuBelow = (row: T, opener: HTMLElement) => {
    const rect = opener.getBoundingClientRect();
    setMenu({ row, position: { x: rect.left + 24, y: rect.bottom }, opener });
  };

  const onRowKeyDown = (row: T) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && onRowDoubleClick) {
      event.preventDefault();
      onRowDoubleClick(row);
    } else if (contextMenu && (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey))) {
      event.preventDefault();
      openMenuBelow(row, event.currentTarget);
    }
  };

  const rowProps = (row: T): HTMLAttributes<HTMLElement> => ({
    onDoubleClick: onRowDoubleClick && (() => onRowDoubleClick(row)),
    onContextMenu: openMenuAtPointer(row),
    onKeyDown: onRowKeyDown(row),
  });

  const menuElement = menu && contextMenu && (
    <ContextMenu items={contextMenu(menu.row)} position={menu.position} onClose={closeMenu} />
  );

  if (isNarrow && narrowLayout === 'cards') {
    const titleColumn = columns.find((column) => column.essential) ?? columns[0];
    const nameOf = (row: T, number: number) => {
      const title = titleColumn?.render(row);
      return rowName?.(row) ?? (typeof title === 'string' ? title : `row ${number}`);
    };
    return (
      <>
        <DataCards
          columns={columns}
          rows={rows}
          getRowKey={getRowKey}
          label={label}
          isLoading={isLoading}
          isFetching={isFetching}
          ordering={ordering}
          onOrderingChange={onOrderingChange}
          rowNumberOffset={rowNumberOffset}
          rowName={nameOf}
          rowProps={rowProps}
          openMenu={contextMenu && openMenuBelow}
          onOpen={onRowDoubleClick}
          getRowClassName={getRowClassName}
          emptyText={EMPTY_TABLE_TEXT}
        />
        {menuElement}
      </>
    );
  }

  const columnCount = columns.length + 1;
  const hasRows = !!rows && rows.length > 0;
  return (
    <div className="data-table-scroller">
      <Table
        hover
        className={`data-table align-middle mb-0${isFetching ? ' data-table-fetching' : ''} ${className ?? ''}`}
        aria-label={label}
        aria-busy={isLoading || isFetching}
      >
        <thead>
          <tr>
            <th scope="col" className="data-table-number">
              #
            </th>
            {columns.map((column) => {
              if (!column.sortable) {
                return (
                  <th key={column.key} scope="col" className={column.className}>
                    {column.label}
                  </th>
                );
              }
              const state = sortState(ordering, column.key);
              return (
                <th key={column.key} scope="col" className={column.className} aria-sort={state}>
                  <button
                    type="button"
                    className="data-table-sort"
                    disabled={!onOrderingChange}
                    onClick={() => onOrderingChange?.(nextOrdering(ordering, column.key))}
                  >
                    {column.label}
                    <i
                      className={`bi ${SORT_ICONS[state]} ms-1${state === 'none' ? ' data-table-sort-idle' : ''}`}
                      aria-hidden="true"
                    />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {hasRows &&
            rows.map((row, index) => (
              <tr
                key={getRowKey(row)}
                className={`data-table-row ${getRowClassName?.(row) ?? ''}`.trim()}
                tabIndex={0}
                {...rowProps(row)}
              >
                <td className="data-table-number text-body-secondary">{rowNumberOffset + index + 1}</td>
                {columns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          {!hasRows && (
            <tr>
              <td colSpan={columnCount} className="data-table-message text-center text-body-secondary py-4">
                {isLoading ? (
                  <>
                    <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                    Loading data...
                  </>
                ) : (
                  EMPTY_TABLE_TEXT
                )}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
      {menuElement}
    </div>
  );
}
