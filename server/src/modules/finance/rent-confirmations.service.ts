import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findRentConfirmation } from './rent-confirmations.queries';

export async function getRentConfirmation(db: Db, id: number) {
  const found = await findRentConfirmation(db, id);
  if (!found) throw notFound('Rent confirmation');
  return found;
}
