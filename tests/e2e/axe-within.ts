/**
 * axe on one part of the page (a dialog, a toolbar) with the rule the accessibility spec also
 * switches on: a control's name starts with the text it shows (label-content-name-mismatch).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoViolationsWithin(page: Page, within: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .include(within)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
