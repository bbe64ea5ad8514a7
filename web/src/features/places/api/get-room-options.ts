import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@bunkhouse/contract';
import type { Room } from '@bunkhouse/contract';
import { placesKeys } from '../../../lib/query-keys';
import { getRooms } from './get-rooms';

/** What a room select shows of a room: 'Room {number} — {property address}'. */
export type RoomOption = Pick<Room, 'id' | 'number' | 'property'>;

/** The choices of a room select: GET /api/rooms/?page_size=100&search=… */
export async function getRoomOptions(search: string, signal?: AbortSignal): Promise<RoomOption[]> {
  const page = await getRooms({ search: search.trim() || undefined, page_size: MAX_PAGE_SIZE }, signal);
  return page.results.map(({ id, number, property }) => ({ id, number, property }));
}

export const roomOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: placesKeys.roomOptions(search),
    queryFn: ({ signal }) => getRoomOptions(search, signal),
  });
