// Runs synchronously in <head> before CSS and the app load, so a stored dark theme never flashes light.
try {
  if (localStorage.getItem('ui-theme') === 'dark') document.documentElement.classList.add('dark');
} catch {
  // Storage blocked: keep the default light theme.
}
