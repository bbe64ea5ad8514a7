import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

function setup(value = '') {
  const onChange = vi.fn();
  const view = render(<SearchBox value={value} onChange={onChange} />);
  const input = screen.getByRole('searchbox', { name: 'Search' });
  return { onChange, input, ...view };
}

// Typing goes through fireEvent here: user-event's waits never end under fake timers without Jest.
const typeText = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

describe('SearchBox', () => {
  it('reports the text only after a 500 ms pause', () => {
    vi.useFakeTimers();
    const { onChange, input } = setup();
    typeText(input, 'oak');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onChange).not.toHaveBeenCalled();

    typeText(input, 'oak st'); // another keystroke starts the pause again
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('oak st');
  });

  it('reports nothing when the text is back to the search in effect', () => {
    vi.useFakeTimers();
    const { onChange, input } = setup('oak');
    typeText(input, 'oa');
    typeText(input, 'oak');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports at once on Enter and on the clear button', async () => {
    const user = userEvent.setup();
    const { onChange, input } = setup('elm');
    expect(input).toHaveValue('elm');
    await user.type(input, 's{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('elms');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it('follows the value when it changes from outside (Reset, Back)', () => {
    vi.useFakeTimers();
    const { onChange, input, rerender } = setup('oak');
    rerender(<SearchBox value="" onChange={onChange} />);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    typeText(input, 'x');
    rerender(<SearchBox value="pine" onChange={onChange} />);
    expect(input).toHaveValue('pine');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is at most 300px wide', () => {
    const { input } = setup();
    expect(input.closest('.search-box')).not.toBeNull();
  });
});
