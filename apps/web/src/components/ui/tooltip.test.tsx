import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { TooltipProvider, WithTooltip } from './tooltip';

afterEach(() => vi.useRealTimers());

const button = (name: string) => screen.getByRole('button', { name });

/** Buttons named `names`, each with the tooltip `<name> tip`, under one provider. */
function renderTriggers(...names: string[]) {
  render(
    <TooltipProvider>
      {names.map((name) => (
        <WithTooltip key={name} label={`${name} tip`}>
          <Button aria-label={name}>{name[0]}</Button>
        </WithTooltip>
      ))}
    </TooltipProvider>,
  );
}

describe('tooltips', () => {
  it('open 700 ms after the pointer rests on the trigger', () => {
    vi.useFakeTimers();
    renderTriggers('Settings');
    const trigger = button('Settings');
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
    renderTriggers('Theme');
    act(() => button('Theme').focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Theme tip');
  });

  it('open at once when another tooltip closed less than 300 ms ago, and describe their trigger', () => {
    vi.useFakeTimers();
    renderTriggers('First', 'Second');
    const [first, second] = [button('First'), button('Second')];
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
    renderTriggers('Theme');
    const trigger = button('Theme');
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
