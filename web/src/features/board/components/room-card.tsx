import { useEffect, useRef, useState } from 'react';
import Card from 'react-bootstrap/Card';
import type { BoardProperty, BoardRoom } from '@bunkhouse/contract';
import { IconButton } from '../../../components/icon-button';
import type { BoardDrag, BoardHandlers } from '../board-handlers';
import { roomTitle } from '../board-text';
import { BedTile } from './bed-tile';

export interface RoomCardProps {
  room: BoardRoom;
  property: Pick<BoardProperty, 'id' | 'address'>;
  today: string;
  handlers: BoardHandlers;
  drag: BoardDrag;
  /** Arranging is possible: every bed of the room is shown (no filter hides one). */
  canArrange: boolean;
}

/** `ids` with the one at `index` swapped with its neighbour `step` away (-1 up, 1 down). */
const swapped = (ids: readonly number[], index: number, step: -1 | 1) => {
  const next = [...ids];
  [next[index], next[index + step]] = [next[index + step]!, next[index]!];
  return next;
};

/**
 * A room on the board: its number and designation in words, then its beds as a list (the same on a
 * phone: one bed a row). "Arrange beds" (places.change) shows each bed's move up, move down and
 * rename buttons; moving numbers the room's beds 1, 2, … in their new order.
 */
export function RoomCard({ room, property, today, handlers, drag, canArrange }: RoomCardProps) {
  const [isArranging, setIsArranging] = useState(false);
  const title = roomTitle(room);
  const ids = room.beds.map((bed) => bed.id);
  const { onReorder } = handlers;
  const mayArrange = canArrange && !!onReorder && room.beds.length > 0;
  const list = useRef<HTMLUListElement>(null);
  // The bed just moved keeps the focus in its new place (its button, or the other one at an end).
  const moved = useRef<{ bedId: number; direction: 'up' | 'down' } | null>(null);
  const order = ids.join(',');
  useEffect(() => {
    const last = moved.current;
    if (!last || !list.current) return;
    const buttons = list.current.querySelectorAll<HTMLButtonElement>(
      `[data-bed-id="${last.bedId}"] [data-arrange]`,
    );
    const enabled = [...buttons].filter((b) => !b.disabled);
    (enabled.find((b) => b.dataset.arrange === last.direction) ?? enabled[0])?.focus();
    moved.current = null;
  }, [order]);
  const move = (index: number, step: -1 | 1) => {
    moved.current = { bedId: ids[index]!, direction: step === -1 ? 'up' : 'down' };
    onReorder?.(room, swapped(ids, index, step));
  };
  return (
    <Card as="section" className="h-100" aria-label={`Room ${room.number}, ${property.address}`}>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2 py-2">
        <h3 className="h6 mb-0">{title}</h3>
        <span className="small text-body-secondary">
          {room.beds.length} {room.beds.length === 1 ? 'bed' : 'beds'}
        </span>
        {mayArrange && (
          <IconButton
            icon={isArranging ? 'bi-check-lg' : 'bi-arrow-down-up'}
            size="sm"
            variant="outline-primary"
            className="ms-auto"
            onClick={() => setIsArranging((on) => !on)}
          >
            {isArranging ? 'Done' : 'Arrange beds'}
          </IconButton>
        )}
      </Card.Header>
      {room.beds.length === 0 ? (
        <Card.Body className="text-body-secondary">No beds in this room.</Card.Body>
      ) : (
        <ul ref={list} className="list-unstyled mb-0 board-beds" aria-label={`Beds of Room ${room.number}`}>
          {room.beds.map((bed, index) => (
            <BedTile
              key={bed.id}
              placed={{ bed, room, property }}
              today={today}
              handlers={handlers}
              drag={drag}
              arranging={
                isArranging && onReorder
                  ? {
                      isFirst: index === 0,
                      isLast: index === room.beds.length - 1,
                      onUp: () => move(index, -1),
                      onDown: () => move(index, 1),
                    }
                  : null
              }
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
