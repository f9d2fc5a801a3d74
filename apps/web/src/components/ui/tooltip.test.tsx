import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { TooltipProvider, WithTooltip } from './tooltip';

afterEach(() => vi.useRealTimers());

describe('tooltips', () => {
  it('open 700 ms after the pointer rests on the trigger', () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <WithTooltip label="Settings tip">
          <Button aria-label="Settings">S</Button>
        </WithTooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Settings' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(650);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Settings tip');
  });

  it('open at once on keyboard focus', () => {
    render(
      <TooltipProvider>
        <WithTooltip label="Theme tip">
          <Button aria-label="Theme">T</Button>
        </WithTooltip>
      </TooltipProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Theme' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Theme tip');
  });
});
