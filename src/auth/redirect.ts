/**
 * Where to go after sign-in: the page the visitor first asked for, but only a path on
 * this origin (ASVS 3.7.2). Anything else, an outside URL, `//host`, `/\host` or a
 * `javascript:` URL, falls back to the dashboard.
 */
export function safeRedirectTarget(raw: unknown, origin = window.location.origin, depth = 0): string {
  if (typeof raw !== 'string' || raw === '') return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return '/';
    // The sign-in page sent back to itself (two refused calls at once): the page it was to return to.
    if (url.pathname === '/login' && depth < 3) return safeRedirectTarget(url.searchParams.get('redirect'), origin, depth + 1);
    if (url.pathname === '/login' || url.pathname === '/register') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
