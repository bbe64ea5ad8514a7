import { GENDER_DESIGNATION_LABELS } from '@bunkhouse/contract';
import type { Bed } from '@bunkhouse/contract';
import { formatMoney } from '../../lib/format';

/** What the order screens say: labels of values, and the toasts of SPEC.md §8. */

/** A bed in the Create Order dialog, with its room's designation: 'Bed 2 · Room 101 (Male) · 12 Oak St · $650.00'. */
export const bedOptionLabel = (bed: Bed) =>
  `Bed ${bed.number} · Room ${bed.room.number} (${GENDER_DESIGNATION_LABELS[bed.room.gender_designation]}) · ${bed.room.property.address} · ${formatMoney(bed.price)}`;

export const ordersToasts = {
  created: 'Order created successfully',
} as const;
