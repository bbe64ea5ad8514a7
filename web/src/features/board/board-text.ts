import { BED_STATUS_LABELS, GENDER_DESIGNATION_LABELS } from '@bunkhouse/contract';
import type { BedStatus, GenderDesignation } from '@bunkhouse/contract';

/** What the board says (issue 34). A status is always its words; its colour and icon only repeat them. */

/** Each status's Bootstrap colour (the badge and the bed's edge) and icon, beside its label. */
export const BED_STATUS_LOOKS: Record<BedStatus, { colour: string; icon: string }> = {
  free: { colour: 'success', icon: 'bi-check-circle' },
  occupied: { colour: 'secondary', icon: 'bi-person' },
  overdue: { colour: 'danger', icon: 'bi-exclamation-triangle-fill' },
  leaving: { colour: 'warning', icon: 'bi-box-arrow-right' },
  reserved: { colour: 'info', icon: 'bi-journal-check' },
};

export const STATUS_OPTIONS = Object.entries(BED_STATUS_LABELS).map(([value, label]) => ({ value, label }));

export const DESIGNATION_OPTIONS = Object.entries(GENDER_DESIGNATION_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** 'Room 101 · Male'. */
export const roomTitle = (room: { number: number; gender_designation: GenderDesignation }) =>
  `Room ${room.number} · ${GENDER_DESIGNATION_LABELS[room.gender_designation]}`;

/** 'Bed 2, Room 101, 12 Oak St': a bed named wherever it leaves its room's card. */
export const bedPlaceLabel = (bed: { number: number }, room: { number: number }, address: string) =>
  `Bed ${bed.number}, Room ${room.number}, ${address}`;

export const boardToasts = {
  reordered: 'Beds reordered',
  renamed: 'Bed renamed',
} as const;

export const BOARD_LOG_MESSAGE = 'Failed to load the board:';
