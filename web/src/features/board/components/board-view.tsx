import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { BoardProperty } from '@bunkhouse/contract';
import { AllowedLink } from '../../../components/allowed-link';
import { paths } from '../../../lib/paths';
import type { PlacedBed } from '../board-filters';
import type { BoardHandlers } from '../board-handlers';
import { RoomCard } from './room-card';
import './board.css';

export interface BoardViewProps {
  properties: readonly BoardProperty[];
  today: string;
  handlers: BoardHandlers;
  /** No filter hides a bed: a room's beds may be arranged. */
  canArrange: boolean;
}

/**
 * Every property (its address a heading, a link to it), its rooms as cards and each room's beds as a
 * list: side by side on a wide screen, one under another on a phone, never wider than the screen. A
 * tenant dragged from their bed shows the free beds as places to drop them.
 */
export function BoardView({ properties, today, handlers, canArrange }: BoardViewProps) {
  const [source, setSource] = useState<PlacedBed | null>(null);
  const drag = { source, start: setSource, end: () => setSource(null) };
  return (
    <div className={source ? 'board is-dragging' : 'board'}>
      {properties.map((property) => (
        <section key={property.id} className="mb-4" aria-labelledby={`board-property-${property.id}`}>
          <h2 id={`board-property-${property.id}`} className="h5 mb-2">
            <i className="bi bi-building me-2 text-body-secondary" aria-hidden="true" />
            <AllowedLink screen="property" to={paths.property.href(property.id)}>
              {property.address}
            </AllowedLink>
          </h2>
          {property.rooms.length === 0 ? (
            <p className="text-body-secondary">No rooms yet.</p>
          ) : (
            <Row xs={1} md={2} xl={3} className="g-3">
              {property.rooms.map((room) => (
                <Col key={room.id}>
                  <RoomCard
                    room={room}
                    property={property}
                    today={today}
                    handlers={handlers}
                    drag={drag}
                    canArrange={canArrange}
                  />
                </Col>
              ))}
            </Row>
          )}
        </section>
      ))}
    </div>
  );
}
