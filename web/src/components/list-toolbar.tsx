import type { ReactNode } from 'react';
import type { ListState } from '../lib/use-list-state';
import { IconButton } from './icon-button';
import { SearchBox } from './search-box';

export interface ListToolbarProps {
  /** The list's state in the URL (`useListState`): the box shows and sets its search, Reset clears it. */
  list: Pick<ListState<string, string>, 'search' | 'setSearch' | 'reset'>;
  /** What the search looks in: 'Search by address...'. */
  placeholder: string;
  /** The list's filters, between the search box and Reset. */
  children?: ReactNode;
}

/**
 * The row above a list (SPEC.md "Reusable controls"): the search box, the list's own filters, and
 * Reset, which clears search, filters, ordering and page. One markup for every list screen, so they
 * look and behave alike.
 */
export function ListToolbar({ list, placeholder, children }: ListToolbarProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <SearchBox value={list.search} onChange={list.setSearch} placeholder={placeholder} />
      {children}
      <IconButton icon="bi-arrow-counterclockwise" variant="outline-secondary" size="sm" onClick={list.reset}>
        Reset
      </IconButton>
    </div>
  );
}
