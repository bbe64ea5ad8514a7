import { screen, within } from '@testing-library/react';
import type { CurrentUser } from '@bunkhouse/contract';
import { aBoard, aBoardUser } from './board-fixtures';
import type { Reply } from './fake-fetch';
import { installFakeFetch, json } from './fake-fetch';
import { orderRoutes } from './order-dialog';
import { renderApp } from './render-app';

/**
 * The board at `path` with `aBoard()` (the property filter's answer too) and what Create Order asks,
 * for `aBoardUser()`; `routes` add or replace.
 */
export async function openBoard(
  routes: Record<string, Reply> = {},
  { path = '/board', user = aBoardUser() }: { path?: string; user?: CurrentUser } = {},
) {
  const server = installFakeFetch({
    ...orderRoutes(),
    'GET /api/user/': () => json(200, user),
    'GET /api/board/': () => json(200, aBoard()),
    ...routes,
  });
  const app = renderApp(path);
  // The page's code loads first (the route is lazy): on a busy machine its first load takes a while.
  await screen.findByRole('heading', { name: 'Board', level: 1 }, { timeout: 15_000 });
  return { ...app, ...server };
}

/** A room's card, by its accessible name: 'Room 101, 12 Oak St'. */
export const roomCard = async (name: string) => screen.findByRole('region', { name });

/** A bed of a room's card, by its number: the list item. */
export const bedOf = (card: HTMLElement, number: number) =>
  within(card)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(`Bed ${number}`))!;
