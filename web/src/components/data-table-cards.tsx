import { useId } from 'react';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import type { Ordering } from '@bunkhouse/contract';
import type { DataTableColumn } from './data-table';

export interface DataCardsProps<T, K extends string> {
  columns: readonly DataTableColumn<T, K>[];
  rows: readonly T[] | undefined;
  getRowKey: (row: T) => Key;
  label: string;
  isLoading: boolean;
  isFetching: boolean;
  ordering?: Ordering<K>;
  onOrderingChange?: (ordering: Ordering<K>) => void;
  rowNumberOffset: number;
  /** What a row is called in its buttons' names: 'Actions for {name}'. */
  rowName: (row: T, number: number) => string;
  /** The row's own handlers (double-click, Enter, the context-menu keys and right-click). */
  rowProps: (row: T) => HTMLAttributes<HTMLElement>;
  /** Opens the row's menu under its actions button; absent when the rows have no menu. */
  openMenu?: (row: T, opener: HTMLElement) => void;
  /** Opens the row (its double-click); offered as a button when the row has no menu. */
  onOpen?: (row: T) => void;
  getRowClassName?: (row: T) => string | undefined;
  emptyText: string;
}

/** The columns a card shows up front: the essential ones, else the first. */
export function splitColumns<T, K extends string>(columns: readonly DataTableColumn<T, K>[]) {
  const essential = columns.some((column) => column.essential)
    ? columns.filter((column) => column.essential)
    : columns.slice(0, 1);
  const [title, ...shown] = essential;
  return { title, shown, rest: columns.filter((column) => !essential.includes(column)) };
}

function Fields<T, K extends string>({
  columns,
  row,
}: {
  columns: readonly DataTableColumn<T, K>[];
  row: T;
}) {
  return (
    <dl className="data-card-fields">
      {columns.map((column) => (
        <div key={column.key} className={`data-card-field${column.wide ? ' data-card-field-wide' : ''}`}>
          <dt>{column.label}</dt>
          <dd>{column.render(row)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sortable columns as one select, since the cards have no headers to click. */
function SortSelect<T, K extends string>({
  columns,
  ordering,
  onOrderingChange,
}: Pick<DataCardsProps<T, K>, 'columns' | 'ordering' | 'onOrderingChange'>) {
  const id = useId();
  const sortable = columns.flatMap((column) => (column.sortable ? [column] : []));
  if (sortable.length === 0 || !onOrderingChange) return null;
  return (
    <div className="d-flex align-items-center gap-2 mb-2">
      <Form.Label htmlFor={id} className="mb-0 small text-nowrap">
        Sort by
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={ordering ?? ''}
        onChange={(event) => onOrderingChange(event.target.value as Ordering<K>)}
      >
        {!ordering && <option value="">Default</option>}
        {sortable.flatMap((column) => [
          <option key={column.key} value={column.key}>
            {column.label}, ascending
          </option>,
          <option key={`-${column.key}`} value={`-${column.key}`}>
            {column.label}, descending
          </option>,
        ])}
      </Form.Select>
    </div>
  );
}

/**
 * The list under the md breakpoint (docs/screens.md "Narrow screens"): one card a row, with its essential
 * columns up front (the first as its title), the others behind "Details", and buttons for what a
 * right-click or double-click does on a wide screen.
 */
export function DataCards<T, K extends string>(props: DataCardsProps<T, K>) {
  const { columns, rows, getRowKey, label, isLoading, isFetching, rowNumberOffset } = props;
  const { rowName, rowProps, openMenu, onOpen, getRowClassName, emptyText } = props;
  const { title, shown, rest } = splitColumns(columns);
  const hasRows = !!rows && rows.length > 0;
  let message: ReactNode = emptyText;
  if (isLoading) {
    message = (
      <>
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading data...
      </>
    );
  }
  return (
    <div className="data-cards-box">
      <SortSelect columns={columns} ordering={props.ordering} onOrderingChange={props.onOrderingChange} />
      {!hasRows && <div className="text-center text-body-secondary py-4">{message}</div>}
      {hasRows && (
        <ul
          className={`data-cards list-unstyled mb-0${isFetching ? ' data-table-fetching' : ''}`}
          aria-label={label}
          aria-busy={isLoading || isFetching}
        >
          {rows.map((row, index) => {
            const number = rowNumberOffset + index + 1;
            const name = rowName(row, number);
            return (
              <li
                key={getRowKey(row)}
                className={`data-card data-table-row ${getRowClassName?.(row) ?? ''}`.trim()}
                tabIndex={0}
                {...rowProps(row)}
              >
                <div className="data-card-head">
                  <span className="data-card-number text-body-secondary">{number}</span>
                  <div className="data-card-title">{title?.render(row)}</div>
                  {openMenu && (
                    <button
                      type="button"
                      className="btn btn-outline-secondary data-card-button"
                      aria-label={`Actions for ${name}`}
                      aria-haspopup="menu"
                      onClick={(event) => openMenu(row, event.currentTarget)}
                    >
                      <i className="bi bi-three-dots-vertical" aria-hidden="true" />
                    </button>
                  )}
                  {onOpen && !openMenu && (
                    <button
                      type="button"
                      className="btn btn-outline-secondary data-card-button"
                      aria-label={`Open ${name}`}
                      onClick={() => onOpen(row)}
                    >
                      <i className="bi bi-box-arrow-up-right" aria-hidden="true" />
                    </button>
                  )}
                </div>
                {shown.length > 0 && <Fields columns={shown} row={row} />}
                {rest.length > 0 && (
                  <details className="data-card-details">
                    <summary>Details</summary>
                    <Fields columns={rest} row={row} />
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
