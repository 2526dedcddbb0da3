/**
 * Layout facts read from the page, for checks of what a member sees that no role or name shows.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { filesUnder } from '../../tests/support/sourceFiles';

/** How many lines each matched element's text takes: its content's height over its line height. */
export async function textLines(locator: Locator): Promise<number[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const style = getComputedStyle(element);
      // `normal` is about 1.2 times the font size in the faces the theme names.
      const lineHeight = style.lineHeight === 'normal' ? 1.2 * parseFloat(style.fontSize) : parseFloat(style.lineHeight);
      return Math.round(range.getBoundingClientRect().height / lineHeight);
    }),
  );
}

/** Every class the app's own stylesheets (src/**\/*.css) give a rule to. */
let styledInSources: string[] | undefined;
function sourceClasses(): string[] {
  if (!styledInSources) {
    const found = new Set<string>();
    for (const file of filesUnder('src', /\.css$/)) {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [, prelude] of css.matchAll(/([^{}]*)\{/g)) {
        if (prelude!.trim().startsWith('@')) continue;
        for (const [, name] of prelude!.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) found.add(name!);
      }
    }
    styledInSources = [...found];
  }
  return styledInSources;
}

/**
 * Classes on the page that the app's stylesheets style but no stylesheet the page has loaded does: a rule
 * living in a stylesheet that comes with another route, so the element shows unstyled on this one.
 */
export async function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate((styledSomewhere) => {
    const loaded = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) loaded.add(name!);
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      // Another origin's stylesheet cannot be read (and holds none of the app's rules).
      if (!sheet.href || new URL(sheet.href).origin === location.origin) visit(sheet.cssRules);
    }
    const wanted = new Set(styledSomewhere);
    const missing = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) if (wanted.has(name) && !loaded.has(name)) missing.add(name);
    }
    return [...missing].sort();
  }, sourceClasses());
}
