/*
 * The device's colour mode (ADR 0039), run in <head> before the first paint: `dark` or
 * `light` on <html>, the class Chakra's `_dark` condition and the theme's CSS variables
 * (scripts/theme-tokens.ts) read. The choice is the one the profile menu
 * stores (src/components/app-shell/colour-mode.ts): 'light', 'dark', or none for the
 * system's. It follows the system while the choice is "system", another tab's choice, and
 * this tab's (the 'lot-console:colour-mode' event). The public pages (a vehicle's photos, its
 * location, a shared condition report) are documents: they stay light. A plain file, not a module: a module would run after the first paint.
 */
(function () {
  var key = 'lot-console.colour-mode';
  var documents = /^\/(dealers\/(locationHistory|vehiclePhotos)|reports)(\/|$)/;
  var root = document.documentElement;
  var system = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  function apply() {
    var choice = null;
    try {
      choice = localStorage.getItem(key);
    } catch {
      // Storage refused (a private window's policy): the system's mode.
    }
    var dark = !documents.test(location.pathname) && (choice === 'dark' || (choice !== 'light' && !!system && system.matches));
    root.classList.toggle('dark', dark);
    root.classList.toggle('light', !dark);
  }
  apply();
  if (system && system.addEventListener) system.addEventListener('change', apply);
  window.addEventListener('storage', function (event) {
    if (event.key === key || event.key === null) apply();
  });
  window.addEventListener('lot-console:colour-mode', apply);
})();
