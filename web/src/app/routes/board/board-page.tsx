import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { PageHeader } from '../../../components/page-header';
import { toErrorMessage } from '../../../lib/form-errors';
import { readIdFilter } from '../../../lib/read-id-filter';
import { useListState } from '../../../lib/use-list-state';
import { useLogError } from '../../../lib/use-log-error';
import { useBoard } from '../../../features/board/api/get-board';
import {
  countBeds,
  filterBoard,
  isBedStatus,
  isDesignation,
  isFiltered,
} from '../../../features/board/board-filters';
import type { BoardFilters } from '../../../features/board/board-filters';
import { BOARD_LOG_MESSAGE } from '../../../features/board/board-text';
import { BOARD_FILTERS, BoardFilterBar } from '../../../features/board/components/board-filter-bar';
import { BoardView } from '../../../features/board/components/board-view';
import { PropertyFilter } from '../../../features/places/components/property-filter';
import { useBoardActions } from './use-board-actions';

const NO_ORDERING: readonly never[] = [];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /board (issue 34): who sleeps where. One request answers every property (or the one chosen) with
 * its rooms and beds; the designation, status and "free from" filters apply to that answer. Each bed
 * shows its number, price, status and occupant; a free bed opens Create Order, an occupied one the
 * tenant, and its menu moves them or plans their move-out. The filters are in the URL.
 */
export function BoardPage() {
  const list = useListState({ orderingKeys: NO_ORDERING, filters: BOARD_FILTERS });
  const board = useBoard({ property: readIdFilter(list.filters.property) });
  useLogError(board.error, BOARD_LOG_MESSAGE);
  const { handlers, dialogs } = useBoardActions(board.data);
  const [freeFrom] = list.filters.free_from.filter((day) => ISO_DAY.test(day));
  const filters: BoardFilters = {
    designations: list.filters.gender_designation.filter(isDesignation),
    statuses: list.filters.status.filter(isBedStatus),
    freeFrom: freeFrom ?? null,
  };
  const shown = board.data ? filterBoard(board.data.properties, filters) : [];

  let content;
  if (board.isPending) {
    content = (
      <div className="text-body-secondary" aria-busy="true">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading data...
      </div>
    );
  } else if (!board.data) {
    content = <Alert variant="danger">{toErrorMessage(board.error, 'load the board')}</Alert>;
  } else if (shown.length === 0) {
    content = (
      <p className="text-body-secondary">
        {isFiltered(filters) ? 'No beds match the filters.' : 'No properties yet.'}
      </p>
    );
  } else {
    const beds = countBeds(shown);
    content = (
      <>
        <p className="small text-body-secondary" aria-live="polite">
          {beds} {beds === 1 ? 'bed' : 'beds'}
        </p>
        <BoardView
          properties={shown}
          today={board.data.today}
          handlers={handlers}
          canArrange={!isFiltered(filters)}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Board" />
      <BoardFilterBar
        freeFrom={filters.freeFrom}
        onFreeFrom={(day) => list.setFilter('free_from', day ? [day] : [])}
        onReset={list.reset}
      >
        <PropertyFilter list={list} />
      </BoardFilterBar>
      {content}
      {dialogs}
    </>
  );
}
