import { GENDER_DESIGNATIONS, US_STATE_NAMES } from '@bunkhouse/contract';
import type { GenderDesignation, UsState } from '@bunkhouse/contract';

/** What the places screens say: labels of values, and the toasts of SPEC.md §8. */
export const GENDER_LABELS: Record<GenderDesignation, string> = {
  male: 'Male',
  female: 'Female',
  mixed: 'Mixed',
};

export const GENDER_OPTIONS = GENDER_DESIGNATIONS.map((value) => ({ value, label: GENDER_LABELS[value] }));

export const isGenderDesignation = (value: string): value is GenderDesignation =>
  (GENDER_DESIGNATIONS as readonly string[]).includes(value);

/** 'New York (NY)'. */
export const stateLabel = (state: UsState) => `${US_STATE_NAMES[state]} (${state})`;

export const roomLabel = (room: { number: number }) => `Room ${room.number}`;
export const bedLabel = (bed: { number: number }) => `Bed ${bed.number}`;

/** A room in a room select: 'Room 101 — 12 Oak St'. */
export const roomOptionLabel = (room: { number: number; property: { address: string } }) =>
  `Room ${room.number} — ${room.property.address}`;

export const placesToasts = {
  propertyCreated: 'Property created successfully',
  propertyUpdated: 'Property updated successfully',
  propertyDeleted: 'Property deleted successfully',
  roomCreated: 'Room created successfully',
  roomUpdated: 'Room updated successfully',
  roomDeleted: 'Room deleted successfully',
  bedCreated: 'Bed created successfully',
  bedUpdated: 'Bed updated successfully',
  bedDeleted: 'Bed deleted successfully',
} as const;
