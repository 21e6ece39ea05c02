/**
 * Code lost offline comes by loading the page again (ADR 0075): Chromium (150 at least) keeps
 * an import that failed failed for the page's life, so fetching it again in place fails again.
 * The page is loaded again only once the server answers its readiness check: offline, a reload
 * would end on the browser's own offline page.
 */
import { serverAnswers } from '@/api/http';

/** Loads the page again if the server answers, after `beforeReload` (if any) notes what the new page should do; else nothing. */
export function loadAgainIfServerAnswers(beforeReload: () => void = () => {}): void {
  void serverAnswers().then((answers) => {
    if (!answers) return;
    beforeReload();
    window.location.reload();
  });
}
