import { addDays, fromCents } from '@bunkhouse/contract';
import type { OtherEntry } from '../../modules/ledger/post';

/**
 * A property's own money in the demo (no tenant balance): monthly utilities, internet and repairs,
 * weekly-ish laundry and parking income. Deterministic: amounts vary by property and period.
 */

export interface OtherPlan {
  day: string;
  /** Minutes after midnight, business time. */
  minute: number;
  entry: Omit<OtherEntry, 'createdAt' | 'createdBy' | 'tenantId' | 'bookedOn'>;
}

const REPAIRS = [
  'Plumber: kitchen sink drain',
  'Replaced a door lock',
  'Water heater service',
  'Window screen repair',
  'Patched hallway drywall',
  'Furnace filter and inspection',
  'Bathroom exhaust fan',
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function planOtherMoney(
  propertyIds: number[],
  subTypes: Record<'utilities' | 'internet' | 'repairs' | 'laundry' | 'parking', number>,
  first: string,
  today: string,
): OtherPlan[] {
  const plans: OtherPlan[] = [];
  const add = (
    day: string,
    minute: number,
    type: 'income' | 'expense',
    subTypeId: number,
    propertyId: number,
    cents: number,
    description: string,
  ) => {
    if (day >= first && day <= today) {
      plans.push({
        day,
        minute,
        entry: { type, subTypeId, propertyId, amount: fromCents(cents), description },
      });
    }
  };
  propertyIds.forEach((propertyId, p) => {
    // Monthly bills: every month that has a day in the window.
    for (
      let month = first.slice(0, 7);
      month <= today.slice(0, 7);
      month = addDays(`${month}-28`, 7).slice(0, 7)
    ) {
      const m = Number(month.slice(5, 7));
      const name = MONTHS[m - 1]!;
      add(
        `${month}-05`,
        600 + p * 7,
        'expense',
        subTypes.utilities,
        propertyId,
        42_000 + p * 8_500 + ((m * 37 + p * 11) % 9) * 2_345,
        `Electric, gas and water, ${name}`,
      );
      add(
        `${month}-12`,
        660 + p * 5,
        'expense',
        subTypes.internet,
        propertyId,
        [7_999, 8_999, 6_999, 8_499][p % 4]!,
        `Internet service, ${name}`,
      );
      add(
        `${month}-${String(16 + p).padStart(2, '0')}`,
        780 + p * 9,
        'expense',
        subTypes.repairs,
        propertyId,
        8_500 + ((m * 53 + p * 29) % 12) * 4_750,
        REPAIRS[(m + p) % REPAIRS.length]!,
      );
    }
    // Weekly income: the laundry machines are emptied, parking permits sold (not every week).
    for (let n = 0; ; n++) {
      const day = addDays(first, p + 7 * n);
      if (day > today) break;
      add(
        day,
        1_020 + p * 3,
        'income',
        subTypes.laundry,
        propertyId,
        4_500 + ((n * 17 + p * 5) % 10) * 925,
        'Coin laundry collection',
      );
      if ((n + p) % 4 !== 3) {
        add(
          addDays(day, 3),
          900 + p * 4,
          'income',
          subTypes.parking,
          propertyId,
          2_500 + ((n * 11 + p * 7) % 8) * 800,
          'Parking permits',
        );
      }
    }
  });
  return plans;
}
