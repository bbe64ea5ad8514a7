import Button from 'react-bootstrap/Button';
import type { Paged } from '@bunkhouse/contract';
import { IconButton } from './icon-button';

export interface PagerProps {
  /** The page as the server sent it: `count`, and `next`/`previous` links (null at either end). */
  data: Pick<Paged<unknown>, 'count' | 'next' | 'previous'> | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** 'Showing 21–40 of 57', 'Page 2 of 3', Previous and Next. Nothing while there is no page yet. */
export function Pager({ data, page, pageSize, onPageChange }: PagerProps) {
  if (!data) return null;
  const { count } = data;
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const first = Math.min(count, (page - 1) * pageSize + 1);
  const last = Math.min(count, page * pageSize);
  return (
    <nav
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3"
      aria-label="Pages"
    >
      <span className="text-body-secondary small">
        {count === 0 || first > last ? `${count} in all` : `Showing ${first}–${last} of ${count}`}
      </span>
      <div className="d-flex align-items-center gap-2">
        <IconButton
          icon="bi-chevron-left"
          variant="outline-secondary"
          size="sm"
          disabled={data.previous === null}
          onClick={() => onPageChange(Math.min(page - 1, pageCount))}
        >
          Previous
        </IconButton>
        <span className="small">
          Page {page} of {pageCount}
        </span>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={data.next === null}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <i className="bi bi-chevron-right ms-1" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
