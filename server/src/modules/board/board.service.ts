import { addDays, LEAVING_WITHIN_DAYS, type BoardQuery } from '@bunkhouse/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../errors';
import * as q from './board.queries';

/**
 * Who sleeps where (issue 34, decision 045): the board of beds with each bed's status on the
 * business's today, and the arrivals and departures of the coming days.
 */

/** The board of every property, or of one (404 when it does not exist). */
export async function getBoard(db: Db, query: BoardQuery, today: string) {
  const board = await q.selectBoard(db, today, query.property ?? null);
  if (query.property !== undefined && board.properties.text === '[]') throw notFound('Property');
  return board;
}

/** The orders that start and the planned move-outs from today through the next `LEAVING_WITHIN_DAYS` days. */
export const arrivalsAndDepartures = (db: Db, query: BoardQuery, today: string) =>
  q.selectArrivalsDepartures(db, {
    today,
    until: addDays(today, LEAVING_WITHIN_DAYS),
    propertyId: query.property ?? null,
  });
