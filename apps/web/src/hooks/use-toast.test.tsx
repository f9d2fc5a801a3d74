import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast, toast, TOAST_LIMIT } from './use-toast';

describe('toasts', () => {
  it('keeps one toast: a new one replaces the current one', () => {
    render(<Toaster />);
    expect(TOAST_LIMIT).toBe(1);
    act(() => void toast({ title: 'First', description: 'one' }));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => void toast({ title: 'Second', description: 'two', variant: 'destructive' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
  });

  it('closes after 4 seconds', () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => void toast({ title: 'Brief' }));
      expect(screen.getByText('Brief')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(3_900);
      });
      expect(screen.getByText('Brief')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1_200 + 1_000);
      });
      expect(screen.queryByText('Brief')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('can be dismissed and updated through its handle', () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      let handle: ReturnType<typeof toast> | undefined;
      act(() => void (handle = toast({ title: 'Saving' })));
      act(() => handle?.update({ title: 'Saved' }));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => dismissToast());
      act(() => {
        vi.advanceTimersByTime(1_000);
      });
      expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
