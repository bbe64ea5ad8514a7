import { useState } from 'react';
import type { DragEvent } from 'react';
import Button from 'react-bootstrap/Button';
import type { BoardStay } from '@bunkhouse/contract';
import { ActionsMenu } from '../../../components/actions-menu';
import type { ContextMenuAction } from '../../../components/context-menu';
import { AllowedLink } from '../../../components/allowed-link';
import { formatDate, formatMoney, tenantName } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import type { PlacedBed } from '../board-filters';
import type { BoardDrag, BoardHandlers } from '../board-handlers';
import { bedPlaceLabel, BED_STATUS_LOOKS } from '../board-text';
import { BedStatusBadge } from './bed-status-badge';

/** The type of the data a dragged tenant carries (the bed they leave). */
const DRAG_TYPE = 'text/plain';

export interface BedTileProps {
  placed: PlacedBed;
  /** The business's today, which the board's statuses are reckoned on. */
  today: string;
  handlers: BoardHandlers;
  drag: BoardDrag;
  /** Arranging the room's beds: its place among them (move up and down, rename). */
  arranging: { isFirst: boolean; isLast: boolean; onUp: () => void; onDown: () => void } | null;
}

/** The tenant's name, a link to their page for who may open it (the bed's click: `stretched-link`). */
function TenantLink({ stay, stretched }: { stay: BoardStay; stretched: boolean }) {
  return (
    <AllowedLink
      screen="tenant"
      to={paths.tenant.href(stay.tenant.id)}
      className={stretched ? 'stretched-link' : undefined}
    >
      {tenantName(stay.tenant)}
    </AllowedLink>
  );
}

/** Who is in the bed, who comes next, and when they leave, in words. */
function Occupancy({ placed, onNewOrder }: { placed: PlacedBed; onNewOrder?: () => void }) {
  const { bed, room, property } = placed;
  const { occupant, next } = bed;
  if (bed.status === 'reserved' && next) {
    return (
      <div>
        Reserved for <TenantLink stay={next} stretched /> from {formatDate(next.start_date)}
      </div>
    );
  }
  if (!occupant) {
    if (!onNewOrder) return null;
    return (
      <Button
        variant="link"
        size="sm"
        className="p-0 stretched-link"
        aria-label={`New order in ${bedPlaceLabel(bed, room, property.address)}`}
        onClick={onNewOrder}
      >
        New order
      </Button>
    );
  }
  return (
    <>
      <div>
        <TenantLink stay={occupant} stretched />
        {occupant.end_date && (
          <span className="text-body-secondary">
            {' · '}
            {bed.status === 'leaving' ? 'Leaving' : 'Planned move-out'} {formatDate(occupant.end_date)}
          </span>
        )}
      </div>
      {next && (
        <div className="small text-body-secondary">
          Then <TenantLink stay={next} stretched={false} /> from {formatDate(next.start_date)}
        </div>
      )}
    </>
  );
}

/**
 * One bed of a room on the board: its number, price and status (words, colour and icon), who is in
 * it or reserved it, and what may be done: a free bed opens Create Order, an occupied one the tenant
 * (their name is the bed's link); its menu moves the tenant or plans their move-out, and once that day
 * has come Complete order is one click away. An occupied bed can be dragged onto a free one.
 */
export function BedTile({ placed, today, handlers, drag, arranging }: BedTileProps) {
  const { bed } = placed;
  const { occupant } = bed;
  const [isOver, setIsOver] = useState(false);
  const canDrag = !arranging && !!occupant && bed.status !== 'reserved' && !!handlers.onMove;
  const isTarget =
    !!drag.source && drag.source.bed.id !== bed.id && bed.status === 'free' && !!handlers.onMove;
  const name = `Bed ${bed.number}`;

  const menu: ContextMenuAction[] = [];
  if (occupant && bed.status !== 'reserved' && !arranging) {
    const { onMove, onPlannedEnd } = handlers;
    if (onMove)
      menu.push({ label: 'Move to…', icon: 'bi-arrow-left-right', onSelect: () => onMove(placed, null) });
    if (onPlannedEnd)
      menu.push({ label: 'Planned move-out…', icon: 'bi-door-open', onSelect: () => onPlannedEnd(placed) });
  }
  const canComplete =
    bed.status === 'leaving' && !!occupant?.end_date && occupant.end_date <= today && !arranging;

  const dropHandlers = isTarget
    ? {
        onDragOver: (event: DragEvent) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setIsOver(true);
        },
        onDragLeave: () => setIsOver(false),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setIsOver(false);
          const source = drag.source;
          drag.end();
          if (source) handlers.onMove?.(source, placed);
        },
      }
    : {};

  const classes = ['board-bed'];
  if (isTarget) classes.push('is-drop-target');
  if (isTarget && isOver) classes.push('is-drag-over');
  return (
    <li
      className={classes.join(' ')}
      data-bed-id={bed.id}
      style={{ borderLeftColor: `var(--bs-${BED_STATUS_LOOKS[bed.status].colour})` }}
      draggable={canDrag || undefined}
      onDragStart={
        canDrag
          ? (event) => {
              event.dataTransfer.setData(DRAG_TYPE, String(bed.id));
              event.dataTransfer.effectAllowed = 'move';
              drag.start(placed);
            }
          : undefined
      }
      onDragEnd={canDrag ? drag.end : undefined}
      {...dropHandlers}
    >
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold">{name}</span>
        <span className="text-body-secondary">{formatMoney(bed.price)}</span>
        <BedStatusBadge status={bed.status} />
        <div className="board-bed-controls ms-auto d-flex flex-wrap gap-1">
          {canComplete && handlers.onComplete && (
            <Button size="sm" variant="outline-danger" onClick={() => handlers.onComplete?.(placed)}>
              Complete order
            </Button>
          )}
          {arranging && (
            <ArrangeButtons name={name} placed={placed} arranging={arranging} handlers={handlers} />
          )}
          <ActionsMenu actions={menu} id={`bed-actions-${bed.id}`} label={`Actions for ${name}`} isInRow />
        </div>
      </div>
      <Occupancy
        placed={placed}
        onNewOrder={handlers.onNewOrder && !arranging ? () => handlers.onNewOrder?.(placed) : undefined}
      />
    </li>
  );
}

function ArrangeButtons({
  name,
  placed,
  arranging,
  handlers,
}: {
  name: string;
  placed: PlacedBed;
  arranging: NonNullable<BedTileProps['arranging']>;
  handlers: BoardHandlers;
}) {
  return (
    <>
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={`Move ${name} up`}
        data-arrange="up"
        disabled={arranging.isFirst}
        onClick={arranging.onUp}
      >
        <i className="bi bi-arrow-up" aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={`Move ${name} down`}
        data-arrange="down"
        disabled={arranging.isLast}
        onClick={arranging.onDown}
      >
        <i className="bi bi-arrow-down" aria-hidden="true" />
      </Button>
      {handlers.onRename && (
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label={`Rename ${name}`}
          onClick={() => handlers.onRename?.(placed)}
        >
          <i className="bi bi-pencil" aria-hidden="true" />
        </Button>
      )}
    </>
  );
}
