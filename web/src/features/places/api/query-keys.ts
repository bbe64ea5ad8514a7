import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Query keys of places, as a tree, so that one prefix reaches everything below it:
 * ['places', 'rooms']                        every room query
 * ['places', 'rooms', 'list', query]         GET /api/rooms/?…
 * ['places', 'rooms', 'options', search]     the room select's options
 * ['places', 'rooms', 'detail', id]          GET /api/rooms/{id}/
 * ['places', 'rooms', 'detail', id, 'beds', query]   GET /api/rooms/{id}/beds/?…
 */
export const placesKeys = {
  all: ['places'] as const,
  properties: () => [...placesKeys.all, 'properties'] as const,
  propertyList: (query: object) => [...placesKeys.properties(), 'list', query] as const,
  propertyOptions: (search: string) => [...placesKeys.properties(), 'options', search] as const,
  property: (id: number) => [...placesKeys.properties(), 'detail', id] as const,
  propertyRooms: (id: number, query: object) => [...placesKeys.property(id), 'rooms', query] as const,
  rooms: () => [...placesKeys.all, 'rooms'] as const,
  roomList: (query: object) => [...placesKeys.rooms(), 'list', query] as const,
  roomOptions: (search: string) => [...placesKeys.rooms(), 'options', search] as const,
  room: (id: number) => [...placesKeys.rooms(), 'detail', id] as const,
  roomBeds: (id: number, query: object) => [...placesKeys.room(id), 'beds', query] as const,
  beds: () => [...placesKeys.all, 'beds'] as const,
  bedList: (query: object) => [...placesKeys.beds(), 'list', query] as const,
  bed: (id: number) => [...placesKeys.beds(), 'detail', id] as const,
};

/** What a change touches: a property's address shows on its rooms and beds, counts roll up, … */
export type PlacesScope = 'properties' | 'rooms' | 'beds';

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

/**
 * Marks the queries of the given scopes stale and reloads those on screen. The queries of a deleted
 * record (`deleted`) are only marked, never reloaded: they would answer 404 while its page closes.
 */
export function invalidatePlaces(
  queryClient: QueryClient,
  scopes: readonly PlacesScope[],
  deleted?: QueryKey,
): void {
  for (const scope of scopes) {
    void queryClient.invalidateQueries({
      queryKey: [...placesKeys.all, scope],
      predicate: (query) => !deleted || !startsWith(query.queryKey, deleted),
    });
  }
  if (deleted) void queryClient.invalidateQueries({ queryKey: deleted, refetchType: 'none' });
}
