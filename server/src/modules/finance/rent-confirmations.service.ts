import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import { findRentConfirmation } from './rent-confirmations.queries';

export async function getRentConfirmation(db: Db, id: number) {
  const found = await findRentConfirmation(db, id);
  if (!found) throw notFound('Rent confirmation');
  return found;
}
