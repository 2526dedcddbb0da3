import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe-core build @axe-core/playwright itself injects (resolved from it, so the two never differ). */
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe into every frame of the page that does not have it yet. The builder would evaluate its 580 kB twice on
 * every check (once to probe, once per frame); here a document gets it once, however many checks it has.
 */
async function injectAxeOnce(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object').catch(() => true)) continue;
    await frame.evaluate(axeSource);
  }
}

/** Fails on any serious or critical axe violation on the current page (or within `include`). */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  // A dialog that is still fading in reads as low contrast: judge the page once its animations have ended.
  // (Endless ones, such as a spinner, are left out: they never finish.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself rather than in a second blank page that gathers every frame's
  // results (the app has no cross-origin frame: frame-src 'self'); only violations are detailed. The same
  // violations are found, in a fraction of the time.
  await injectAxeOnce(page);
  // The builder is handed an empty source: axe is in every frame already.
  let builder = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
