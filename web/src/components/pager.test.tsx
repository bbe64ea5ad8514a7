import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('shows where the page is and moves with Previous and Next', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Pager
        data={{ count: 57, next: '/api/rooms/?page=3', previous: '/api/rooms/' }}
        page={2}
        pageSize={20}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('Showing 21–40 of 57')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables what leads nowhere', () => {
    render(
      <Pager
        data={{ count: 3, next: null, previous: null }}
        page={1}
        pageSize={20}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('handles an empty list and nothing loaded yet', () => {
    const { rerender } = render(
      <Pager
        data={{ count: 0, next: null, previous: null }}
        page={1}
        pageSize={20}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByText('0 in all')).toBeInTheDocument();
    rerender(<Pager data={undefined} page={1} pageSize={20} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
