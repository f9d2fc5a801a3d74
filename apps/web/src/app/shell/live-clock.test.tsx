import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LiveClock } from './live-clock';

afterEach(() => vi.useRealTimers());

describe('LiveClock', () => {
  it('shows the time and date and keeps them current', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 3, 9, 59, 58));
    render(<LiveClock locale="en-US" />);
    expect(screen.getByTestId('clock-time')).toHaveTextContent('9:59 AM');
    expect(screen.getByTestId('clock-date')).toHaveTextContent('Tuesday, June 3, 2025');

    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByTestId('clock-time')).toHaveTextContent('10:00 AM');
  });
});
