import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, board } from '@bunkhouse/contract';
import type { Board, BoardQuery } from '@bunkhouse/contract';
import { apiClient } from '../../../lib/api-client';
import { boardKeys } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/** GET /api/board/?property=: every property (or the one), its rooms and beds with their status. */
export async function getBoard(query: BoardQuery, signal?: AbortSignal): Promise<Board> {
  return board.parse(await apiClient.get(`${apiPaths.board}${toQueryString(query)}`, { signal }));
}

/** The last board stays shown while another property's loads. */
export const boardQueryOptions = (query: BoardQuery) =>
  queryOptions({
    queryKey: boardKeys.board(query),
    queryFn: ({ signal }) => getBoard(query, signal),
    placeholderData: keepPreviousData,
  });

/** Needs `places.view`. */
export function useBoard(query: BoardQuery) {
  return useQuery(boardQueryOptions(query));
}
