/**
 * axe in the suite: `axe(page)`, the one way the tests start it, and `expectNoViolationsWithin`,
 * axe on one part of the page (a dialog, a toolbar) with the rule the accessibility spec also
 * switches on: a control's name starts with the text it shows (label-content-name-mismatch).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page, run in the page itself (`axe.run`, AxeBuilder's "legacy mode"). By default
 * AxeBuilder runs axe in each frame, then opens a blank page to combine the frames' results and
 * closes it again: about 0.4 s a check on this machine, most of the accessibility tests' time.
 * The console's pages have no frames of another origin, the one thing that mode is for.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

export async function expectNoViolationsWithin(page: Page, within: string): Promise<void> {
  const { violations } = await axe(page)
    .include(within)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
