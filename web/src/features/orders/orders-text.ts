import type { Bed } from '@bunkhouse/contract';
import { formatMoney } from '../../lib/format';

/** What the order screens say: labels of values, and the toasts of SPEC.md §8. */

/** A bed in the Create Order dialog: 'Bed 2 · Room 101 · 12 Oak St · $650.00'. */
export const bedOptionLabel = (bed: Bed) =>
  `Bed ${bed.number} · Room ${bed.room.number} · ${bed.room.property.address} · ${formatMoney(bed.price)}`;

export const ordersToasts = {
  created: 'Order created successfully',
  completed: 'Order completed successfully',
} as const;
