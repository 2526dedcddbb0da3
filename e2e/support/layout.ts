/**
 * Layout facts read from the page, for checks of what a member sees that no role or name shows.
 */
import type { Locator } from '@playwright/test';

/** How many lines each matched element's text takes: its content's height over its line height. */
export async function textLines(locator: Locator): Promise<number[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
    }),
  );
}
