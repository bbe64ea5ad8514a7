import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('loading overlay', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <LoadingOverlay />
      </QueryClientProvider>,
    );
  });

  it('appears once a request has been pending for 300 ms and hides when it answers', async () => {
    const request = deferred();
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => request.promise });
    await advance(0);

    await advance(299);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    request.resolve('done');
    await advance(0);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('never flashes for a fast request', async () => {
    const request = deferred();
    void queryClient.fetchQuery({ queryKey: ['fast'], queryFn: () => request.promise });
    await advance(250);
    request.resolve('done');
    await advance(1000);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('counts mutations and hides on error too', async () => {
    const request = deferred();
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => request.promise.then(() => Promise.reject(new Error('boom'))),
    });
    const done = mutation.execute(undefined).catch(() => 'failed');
    await advance(300);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    request.resolve('ignored');
    await expect(done).resolves.toBe('failed');
    await advance(0);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
