/**
 * axe in the suite: `axe(page)`, the one way the tests start it, and `expectNoViolationsWithin`,
 * axe on one part of the page (a dialog, a toolbar) with the rule the accessibility spec also
 * switches on: a control's name starts with the text it shows (label-content-name-mismatch).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axeCore, { type AxeResults } from 'axe-core';

/**
 * Lets what is moving come to rest: a dialog or drawer scales and fades in as it opens. axe
 * measured the contrast of a half-faded link in the drawer, and a 24 px row measured mid-way
 * was 23 px.
 */
export async function atRest(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * AxeBuilder that looks at the page at rest (`atRest`) and puts axe-core into a document once.
 * AxeBuilder evaluates axe's 650 KB source in every frame twice for every check (before it looks
 * for `axe.runPartial`, then again to configure it), replacing the axe already there: on this
 * 2-core machine about 0.55 s of each check's 0.8 s (ADR 0059). This one evaluates the source
 * only in a frame that has no axe yet (a new document: each `page.goto`) and gives AxeBuilder a
 * source that does nothing; AxeBuilder still configures axe and runs it as before.
 */
class InPageAxe extends AxeBuilder {
  constructor(private readonly target: Page) {
    // Not empty: AxeBuilder takes an empty source for none and evaluates its own.
    super({ page: target, axeSource: 'void 0' });
  }

  override async analyze(): Promise<AxeResults> {
    await atRest(this.target);
    for (const frame of this.target.frames()) {
      try {
        if (!(await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await frame.evaluate(axeCore.source);
      } catch (error) {
        // A child frame that went away meanwhile is skipped, as AxeBuilder skips it; the page's own frame must take axe.
        if (frame === this.target.mainFrame()) throw error;
      }
    }
    return super.analyze();
  }
}

/**
 * axe on the page, run in the page itself (`axe.run`, AxeBuilder's "legacy mode"). By default
 * AxeBuilder runs axe in each frame, then opens a blank page to combine the frames' results and
 * closes it again: about 0.4 s a check on this machine, most of the accessibility tests' time.
 * The console's pages have no frames of another origin, the one thing that mode is for.
 */
export function axe(page: Page): AxeBuilder {
  return new InPageAxe(page).setLegacyMode();
}

export async function expectNoViolationsWithin(page: Page, within: string): Promise<void> {
  const { violations } = await axe(page)
    .include(within)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
