/** The CSP allows the page's own inline scripts by their hashes, and no other inline script (ADR 0094). */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, pageScriptHashes, securityHeaders } from './security-headers.ts';

const boot = '(function(){document.documentElement.classList.add("light")})();';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (script: string) =>
  `<!doctype html><head><script>${script}</script>\n<script type="module" async crossorigin src="/assets/read-ahead-1.js"></script>` +
  `<script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body>`;

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'security-headers-'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the inline scripts’ hashes', () => {
  it('are those of the scripts written in the page, not of the files it loads', () => {
    expect(inlineScriptHashes(page(boot))).toEqual([sha(boot)]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="module" src="/b.js"></script>')).toEqual([]);
  });

  it('join script-src beside self, with no unsafe-inline', () => {
    const csp = contentSecurityPolicy([], [sha(boot)]);
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha(boot)};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('follow a new build of index.html under a running server', async () => {
    const file = join(dist, 'index.html');
    writeFileSync(file, page(boot));
    const app = new Hono();
    app.use('*', securityHeaders([], pageScriptHashes(file)));
    app.get('/', (c) => c.text('ok'));
    const policy = async () => (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(await policy()).toContain(sha(boot));

    const rebuilt = boot.replace('light', 'dark');
    writeFileSync(file, page(rebuilt));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(await policy()).toContain(sha(rebuilt));
    expect(await policy()).not.toContain(sha(boot));
  });

  it('are none when there is no build', () => {
    expect(pageScriptHashes(join(dist, 'missing', 'index.html'))()).toEqual([]);
  });
});
