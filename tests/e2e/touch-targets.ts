/**
 * Touch targets (issue 16; WCAG 2.2 2.5.8): the controls on the page that a finger could miss.
 */
import type { Page } from '@playwright/test';

/** Controls smaller than the target on the page now (or inside what `within`, a selector, matches: every match); a link inside running text is exempt (WCAG 2.5.8's inline exception). */
export async function smallTargets(page: Page, minimum: number, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ([min, root]) => {
      const selector =
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=checkbox], [role=switch], [role=tab], [role=radio], [role=menuitem], [role=combobox], summary';
      const found: string[] = [];
      const elements = [...document.querySelectorAll(root)].flatMap((part) => [...part.querySelectorAll<HTMLElement>(selector)]);
      for (const element of elements) {
        const style = getComputedStyle(element);
        let box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert]')) continue;
        // A checkbox or radio inside its label: the label is what a finger hits.
        const label = element.closest('label');
        if (element instanceof HTMLInputElement && label) box = label.getBoundingClientRect();
        // A card's overlay link covers the whole card: a static link whose ::before is stretched over its positioned ancestor.
        const card = element.offsetParent;
        if (card && style.position === 'static' && getComputedStyle(element, '::before').position === 'absolute') box = card.getBoundingClientRect();
        // A link in running text is exempt; so is a visually hidden input that a visible button operates (a file input).
        const inline = element.tagName === 'A' && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
        if (inline || (box.width <= 1 && box.height <= 1)) continue;
        if (box.width < min || box.height < min) {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
          found.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
        }
      }
      return [...new Set(found)];
    },
    [minimum, within] as const,
  );
}
