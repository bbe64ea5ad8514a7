import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Replaces the list's column classes for this item, e.g. 'col-12' for a long text. */
  className?: string;
}

export interface DetailListProps {
  items: readonly DetailItem[];
  label: string;
  /** A heading in the card's header. */
  title?: ReactNode;
  /** The grid classes of each item; four to a row on large screens by default. */
  itemClassName?: string;
  /** Shown in the card instead of an empty list. */
  emptyText?: string;
}

/** The fields of a record on its detail page, as a description list in a card. */
export function DetailList({
  items,
  label,
  title,
  itemClassName = 'col-sm-6 col-lg-3',
  emptyText,
}: DetailListProps) {
  return (
    <Card className="mb-4">
      {title && (
        <Card.Header as="h2" className="h6 mb-0 py-2">
          {title}
        </Card.Header>
      )}
      <Card.Body>
        {items.length === 0 && emptyText ? (
          <p className="text-body-secondary mb-0">{emptyText}</p>
        ) : (
          <dl className="row mb-0" aria-label={label}>
            {items.map((item) => (
              <div key={item.label} className={`${item.className ?? itemClassName} mb-2`}>
                <dt className="small text-body-secondary fw-normal">{item.label}</dt>
                <dd className="mb-0 fw-semibold">{item.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card.Body>
    </Card>
  );
}
