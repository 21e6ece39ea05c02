/**
 * GET /v3/lanemonitor/{siteCode}/mobile: a site's lane monitor as a small HTML page, the target
 * of the API Dashboard's "Active" links. A link opened in a new tab carries
 * no bearer token, so the page needs none; it shows only what a lane screen at the auction
 * shows (lanes, whether each is active, whether the monitor runs). No script, every value
 * escaped, not indexed; an unknown site code is a 404.
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { siteByCode } from '../platform/sites.ts';
import { laneMonitorCard } from './api-status.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function laneMonitorPageRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/:siteCode/mobile', async (c) => {
    const code = c.req.param('siteCode').toUpperCase();
    const site = /^[A-Z0-9]{2,8}$/.test(code) ? await siteByCode(db, code) : undefined;
    if (!site) throw notFound(`Unknown site '${c.req.param('siteCode').slice(0, 20)}'`);
    const card = await laneMonitorCard(db);
    const lanes = card.details.filter((lane) => lane.site_id === site.id);
    const state = card.action ? `busy (${card.action} in progress)` : card.running ? 'running' : 'stopped';
    const rows = lanes
      .map((lane) => `<tr><td>${escapeHtml(lane.lane)}</td><td>${escapeHtml(lane.description ?? '')}</td><td>${lane.active ? 'Active' : 'Inactive'}</td></tr>`)
      .join('\n');
    const title = `${escapeHtml(site.name)} (${escapeHtml(site.code)}) lane monitor`;
    const html = [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${title}</title></head><body>`,
      `<h1>${title}</h1>`,
      `<p>Lane monitor ${escapeHtml(state)} since ${escapeHtml(card.changed_at)}</p>`,
      '<table><thead><tr><th>Lane</th><th>Description</th><th>State</th></tr></thead><tbody>',
      rows,
      '</tbody></table></body></html>',
    ].join('\n');
    c.header('X-Robots-Tag', 'noindex');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(html);
  });

  return app;
}
