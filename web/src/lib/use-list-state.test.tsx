import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListState } from './use-list-state';

function setup(url = '/rooms') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListState({ orderingKeys: ['number', 'property'] as const, filters: ['gender'] as const }),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useListState', () => {
  it('reads search, filters, ordering and page from the URL', () => {
    const { result } = setup('/rooms?search=oak&gender=male&gender=mixed&ordering=-number&page=3');
    expect(result.current.list).toMatchObject({
      search: 'oak',
      filters: { gender: ['male', 'mixed'] },
      ordering: '-number',
      page: 3,
      isChanged: true,
    });
  });

  it('ignores an ordering the list does not have and a page that is not a page', () => {
    const { result } = setup('/rooms?ordering=-price&page=abc');
    expect(result.current.list.ordering).toBeUndefined();
    expect(result.current.list.page).toBe(1);
  });

  it('goes back to page 1 when search, a filter or the ordering changes', () => {
    const { result } = setup('/rooms?page=4');
    act(() => result.current.list.setSearch('12'));
    expect(result.current.location.search).toBe('?search=12');

    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setFilter('gender', ['female']));
    expect(result.current.location.search).toBe('?search=12&gender=female');

    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setOrdering('-property'));
    expect(result.current.location.search).toBe('?search=12&gender=female&ordering=-property');
    expect(result.current.list.page).toBe(1);
  });

  it('keeps each change in the history, so Back shows the previous list', () => {
    const { result } = setup('/rooms');
    act(() => result.current.list.setOrdering('number'));
    act(() => result.current.list.setPage(2));
    expect(result.current.list.page).toBe(2);

    act(() => void result.current.navigate(-1));
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.ordering).toBe('number');
  });

  it('clears everything on reset', () => {
    const { result } = setup('/rooms?search=a&gender=male&ordering=number&page=2');
    act(() => result.current.list.reset());
    expect(result.current.location.search).toBe('');
    expect(result.current.list).toMatchObject({
      search: '',
      filters: { gender: [] },
      ordering: undefined,
      page: 1,
      isChanged: false,
    });
  });

  it('clears the search when it is set to blank', () => {
    const { result } = setup('/rooms?search=a');
    act(() => result.current.list.setSearch('  '));
    expect(result.current.location.search).toBe('');
  });

  it('sets several filters in one history entry', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/transactions', '/transactions?type=fee&page=2']} initialIndex={1}>
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => ({
        list: useListState({
          orderingKeys: ['created_at'] as const,
          filters: ['type', 'from', 'to'] as const,
        }),
        location: useLocation(),
        navigate: useNavigate(),
      }),
      { wrapper },
    );
    act(() => result.current.list.setFilters({ from: ['2026-03-01'], to: ['2026-03-31'] }));
    expect(result.current.location.search).toBe('?type=fee&from=2026-03-01&to=2026-03-31');
    act(() => result.current.list.setFilters({ from: [], to: [] }));
    expect(result.current.location.search).toBe('?type=fee');
    act(() => void result.current.navigate(-1));
    expect(result.current.list.filters).toEqual({ type: ['fee'], from: ['2026-03-01'], to: ['2026-03-31'] });
  });
});
