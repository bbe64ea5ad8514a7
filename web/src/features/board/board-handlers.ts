import type { BoardRoom } from '@bunkhouse/contract';
import type { PlacedBed } from './board-filters';

/**
 * What the board lets the user do, each given only when they may (the page decides from their
 * permissions and opens the dialogs): a handler left out leaves its button or menu entry out.
 */
export interface BoardHandlers {
  /** Create Order with this free bed (`orders.add`). */
  onNewOrder?: (placed: PlacedBed) => void;
  /** Move the occupant: from the menu (`to` null) or dropped onto a free bed (`orders.add`). */
  onMove?: (from: PlacedBed, to: PlacedBed | null) => void;
  /** Set or clear the occupant's planned move-out (`orders.add`). */
  onPlannedEnd?: (placed: PlacedBed) => void;
  /** Complete the occupant's order, once their day has come (`orders.close`). */
  onComplete?: (placed: PlacedBed) => void;
  /** Number the room's beds in this order (`places.change`). */
  onReorder?: (room: BoardRoom, bedIds: number[]) => void;
  /** Give a bed another number (`places.change`). */
  onRename?: (placed: PlacedBed) => void;
}

/** A tenant being dragged to another bed: the bed they leave. */
export interface BoardDrag {
  source: PlacedBed | null;
  start: (placed: PlacedBed) => void;
  end: () => void;
}
