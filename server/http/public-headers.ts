/**
 * The headers of everything behind a public vehicle link: the link
 * is the secret, so it must not leak to the sites a visitor goes on to (no Referer), and
 * search engines must not index it. Sent by the public API calls (routes/public-pages.ts),
 * their photos (routes/images.ts), the shared report (routes/public-report.ts) and the HTML of the public pages (static-files.ts).
 */
export const publicHeaders = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' } as const;

/**
 * The console's public pages: /dealers/vehiclePhotos/{siteCode}/{vehicleHash},
 * /dealers/locationHistory/{siteCode}/{vehicleHash} and the shared condition report
 * /reports/{siteCode}/{secret} (ADR 0022).
 */
export const publicPagePath = /^\/(?:dealers\/(?:vehiclePhotos|locationHistory)|reports)(?:\/|$)/;
