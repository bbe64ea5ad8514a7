import type { ReactNode } from 'react';
import { ChipFilter } from '../../../components/chip-filter';
import { IconButton } from '../../../components/icon-button';
import { DESIGNATION_OPTIONS, STATUS_OPTIONS } from '../board-text';
import { FreeFromFilter } from './free-from-filter';

/** The filters' names in the URL: `?property=3&gender_designation=male&status=free&free_from=2026-12-01`. */
export const BOARD_FILTERS = ['property', 'gender_designation', 'status', 'free_from'] as const;
export type BoardFilterName = (typeof BOARD_FILTERS)[number];

export interface BoardFilterBarProps {
  /** The day of "Free from", 'YYYY-MM-DD', or null. */
  freeFrom: string | null;
  onFreeFrom: (day: string | null) => void;
  onReset: () => void;
  /** The property filter (a select of the places screens), first. */
  children?: ReactNode;
}

/**
 * The board's filters, kept in the URL as a list's are: property, room designation and bed status
 * (chips, several at once) and "Free from" a day, then Reset.
 */
export function BoardFilterBar({ freeFrom, onFreeFrom, onReset, children }: BoardFilterBarProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      {children}
      <ChipFilter name="gender_designation" label="Designation" options={DESIGNATION_OPTIONS} />
      <ChipFilter name="status" label="Status" options={STATUS_OPTIONS} />
      <FreeFromFilter value={freeFrom} onChange={onFreeFrom} />
      <IconButton icon="bi-arrow-counterclockwise" variant="outline-secondary" size="sm" onClick={onReset}>
        Reset
      </IconButton>
    </div>
  );
}
