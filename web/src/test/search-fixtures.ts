import { afterEach, beforeEach, vi } from 'vitest';
import { apiPaths } from '@bunkhouse/contract';
import type { SearchAllResponse } from '@bunkhouse/contract';
import { json } from './fake-fetch';
import type { Reply } from './fake-fetch';

/** What GET /api/search/?q=garc answers a user who may see tenants and transactions. */
export const aSearchAnswer = (overrides: Partial<SearchAllResponse> = {}): SearchAllResponse => ({
  tenants: [
    { id: 5, label: 'Dana Smith', detail: 'dana@example.com · (312) 555-0142', link: '/tenants/5' },
    {
      id: 9,
      label: 'Maria Garcia',
      detail: 'maria@example.com · (773) 555-0100 · Overdue',
      link: '/tenants/9',
    },
  ],
  transactions: [
    {
      id: 701,
      label: 'Payment $500.00',
      detail: 'Dana Smith · Zelle · 05 Mar 2026 · Check 1043',
      link: '/transactions?type=payment&sub_type=3&tenant=Dana+Smith&date_from=2026-03-05&date_to=2026-03-05',
    },
  ],
  ...overrides,
});

/** GET /api/search/ answering each `q` with `answer(q)`. */
export const searchRoute = (answer: (q: string) => SearchAllResponse | Response): Record<string, Reply> => ({
  [`GET ${apiPaths.search}`]: (request) => {
    const reply = answer(new URL(request.url, 'http://localhost').searchParams.get('q') ?? '');
    return reply instanceof Response ? reply : json(200, reply);
  },
});

/**
 * What the palette's library (cmdk) needs of a browser that jsdom lacks: a ResizeObserver (the list's
 * height) and scrollIntoView (the active result kept in view). For the tests of a file.
 */
export function stubPaletteDom() {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
}
