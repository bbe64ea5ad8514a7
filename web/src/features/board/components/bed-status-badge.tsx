import Badge from 'react-bootstrap/Badge';
import { BED_STATUS_LABELS } from '@bunkhouse/contract';
import type { BedStatus } from '@bunkhouse/contract';
import { BED_STATUS_LOOKS } from '../board-text';

/** A bed's status: its words, with its colour and icon repeating them (never the colour alone). */
export function BedStatusBadge({ status }: { status: BedStatus }) {
  const { colour, icon } = BED_STATUS_LOOKS[status];
  return (
    <Badge bg={colour} className="board-status">
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {BED_STATUS_LABELS[status]}
    </Badge>
  );
}
