export { ThemeProvider } from './theme-provider';
export { useTheme, type Theme } from './theme-context';
export { ThemeToggle, ThemeSwitch } from './theme-toggle';
export { readStoredTheme, applyTheme, DEFAULT_THEME } from './theme-storage';
