import { useRef } from 'react';
import { fromCents, rentForPeriod, toCents } from '@bunkhouse/contract';
import type { PeriodPayment } from '@bunkhouse/contract';
import { useBedsTotalPrice } from './api/get-beds-total-price';

/**
 * The rent Create Order suggests for beds and a period: the server's monthly total of the beds, for
 * the period (contract `rentForPeriod`); no beds, no rent (''). Only the answer to the latest change
 * counts; a failed lookup is only logged.
 */
export function useSuggestedRent(setRent: (rent: string) => void) {
  const totalPrice = useBedsTotalPrice();
  const latestRequest = useRef(0);
  return (bedIds: readonly number[], period: PeriodPayment) => {
    const request = ++latestRequest.current;
    if (bedIds.length === 0) {
      setRent('');
      return;
    }
    totalPrice.mutateAsync({ beds: [...bedIds] }).then(
      ({ total }) => {
        if (request === latestRequest.current) setRent(fromCents(rentForPeriod(toCents(total), period)));
      },
      (error: unknown) => {
        if (request === latestRequest.current) console.error('Failed to get the beds total price:', error);
      },
    );
  };
}
