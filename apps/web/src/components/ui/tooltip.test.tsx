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

  it('open at once when another tooltip closed less than 300 ms ago, and describe their trigger', () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <WithTooltip label="First tip">
          <Button aria-label="First">1</Button>
        </WithTooltip>
        <WithTooltip label="Second tip">
          <Button aria-label="Second">2</Button>
        </WithTooltip>
      </TooltipProvider>,
    );
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    fireEvent.pointerMove(first, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(first).toHaveAccessibleDescription('First tip');
    fireEvent.pointerLeave(first);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.pointerMove(second, { pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');
    expect(first).not.toHaveAttribute('aria-describedby');
  });

  it('close on Escape and on press, and a press never opens one', () => {
    render(
      <TooltipProvider>
        <WithTooltip label="Theme tip">
          <Button aria-label="Theme">T</Button>
        </WithTooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Theme' });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => trigger.blur());
    fireEvent.pointerDown(trigger);
    act(() => trigger.focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
