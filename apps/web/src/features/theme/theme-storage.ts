import { STORAGE_KEYS } from '@/lib/api-config';
import type { Theme } from './theme-context';

/** SPEC §9: light unless the user chose dark. */
export const DEFAULT_THEME: Theme = 'light';

/** The persisted theme (`localStorage['ui-theme']`), or the default. */
export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.theme);
    return stored === 'dark' || stored === 'light' ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** Puts the theme on <html>, the same way /theme-init.js does before first paint. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
}
