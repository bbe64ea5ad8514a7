import type { Key, ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { DataTable } from '../../../components/data-table';
import type { DataTableColumn } from '../../../components/data-table';
import './report-list.css';

export interface ReportListProps<T> {
  title: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  isLoading: boolean;
  getRowKey: (row: T) => Key;
  /** A line under the title: what the list counts. */
  note?: string;
  /** A link beside the note: the screen that shows more (the free beds' board). */
  more?: ReactNode;
}

/**
 * One of the dashboard's lists: a card with its title and how many rows it has, over a compact table
 * (numbered rows) that scrolls when it is long.
 */
export function ReportList<T>({
  title,
  columns,
  rows,
  isLoading,
  getRowKey,
  note,
  more,
}: ReportListProps<T>) {
  return (
    <Card as="section" className="report-list h-100" aria-label={title}>
      <Card.Header>
        <div className="d-flex align-items-center justify-content-between gap-2">
          <h2 className="h6 mb-0">{title}</h2>
          {rows && (
            <Badge pill bg="secondary">
              {rows.length}
              <span className="visually-hidden"> rows</span>
            </Badge>
          )}
        </div>
        {(note || more) && (
          <div className="d-flex flex-wrap justify-content-between gap-2 small">
            {note && <span className="text-body-secondary">{note}</span>}
            {more}
          </div>
        )}
      </Card.Header>
      <DataTable
        label={title}
        columns={columns}
        rows={rows}
        isLoading={isLoading}
        getRowKey={getRowKey}
        narrowLayout="table"
        className="data-table-compact table-sm"
      />
    </Card>
  );
}
