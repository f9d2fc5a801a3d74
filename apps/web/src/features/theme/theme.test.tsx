import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ThemeProvider } from './theme-provider';
import { ThemeSwitch, ThemeToggle } from './theme-toggle';
import themeInitSource from '../../../public/theme-init.js?raw';

function renderTheme() {
  return render(
    <TooltipProvider>
      <ThemeProvider>
        <ThemeToggle />
        <ThemeSwitch />
      </ThemeProvider>
    </TooltipProvider>,
  );
}

afterEach(() => document.documentElement.classList.remove('dark'));

describe('theme', () => {
  it('starts light by default', () => {
    renderTheme();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toHaveTextContent('Light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('toggles to dark, applies the class and persists ui-theme', async () => {
    renderTheme();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('ui-theme')).toBe('dark');
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toHaveTextContent('Dark');

    await userEvent.click(screen.getByRole('switch', { name: 'Dark theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('ui-theme')).toBe('light');
  });

  it('restores the stored theme on the next visit', () => {
    localStorage.setItem('ui-theme', 'dark');
    renderTheme();
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toHaveTextContent('Dark');
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem('ui-theme', 'sepia');
    renderTheme();
    expect(document.documentElement).not.toHaveClass('dark');
  });
});

describe('public/theme-init.js (runs before first paint)', () => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- executing the shipped file is the point
  const run = new Function(themeInitSource) as () => void;

  it('adds the dark class when dark is stored', () => {
    localStorage.setItem('ui-theme', 'dark');
    run();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('leaves the page light otherwise', () => {
    localStorage.setItem('ui-theme', 'light');
    run();
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
