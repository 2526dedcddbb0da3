/**
 * The campaign page's redeem flow in a real browser against the sandbox, in Thai (the default):
 * sold-out and signed-out button states, sign in and come back, redeem a Deal (confirmation with
 * points and validity after use, the code with copy, points refreshed), and a failed redeem with
 * Try again (fault switch).
 */
import { expectNoSeriousA11yViolations } from './support/axe';
import { clearFaults, setFault } from './support/faults';
import { expect, msg, signIn, test } from './support/fixtures';

const th = (id: string) => msg('th', id);
/** Seeded sandbox campaigns (src/sandbox/world/catalogue.ts). */
const croissant = { id: '1003', name: 'ครัวซองต์เนยสด ฟรี 1 ชิ้น' };
const americano = { id: '1002' };
const songkranTote = { id: '1009' };

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('redeem a campaign: button states, sign in, confirm, code, copy, failure and retry', async ({ page }) => {
  test.setTimeout(120_000);

  // Sold out: the button says so and is disabled, also when signed out.
  await page.goto(`/campaign/${songkranTote.id}`);
  await expect(page.getByRole('button', { name: th('campaign.button.soldOut') })).toBeDisabled({ timeout: 15_000 });

  // Signed out on a redeemable campaign: sign in and come back here.
  await page.goto(`/campaign/${croissant.id}`);
  const signInLink = page.getByRole('link', { name: th('campaign.signInToRedeem') });
  await expect(signInLink).toHaveAttribute('href', `/login?next=/campaign/${croissant.id}`);
  await expectNoSeriousA11yViolations(page);
  await signInLink.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=/campaign/${croissant.id}$`));
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`/campaign/${croissant.id}$`));
  await expect(page.getByTestId('member-points')).toContainText('2,450');

  // Redeem: the default confirmation shows points per unit and the validity after use.
  await page.getByRole('button', { name: th('campaign.button.default') }).click();
  const confirm = page.getByRole('dialog', { name: th('campaign.confirm.title') });
  await expect(confirm).toContainText(croissant.name);
  await expect(confirm).toContainText('250 คะแนน');
  await expect(confirm).toContainText('15 นาที');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: th('campaign.confirm.ok') }).click();

  // The code as text, with copy (Copied for 500 ms) and the dates.
  const code = page.getByRole('dialog', { name: th('serial.title') });
  await expect(code).toBeVisible();
  await expect(code).toContainText(th('serial.redeemOn'));
  await code.getByRole('button', { name: th('serial.copy') }).click();
  await expect(code.getByRole('button', { name: th('serial.copied') })).toBeVisible();
  await expect(code.getByRole('button', { name: th('serial.copy') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await code.getByRole('button', { name: th('common.close'), exact: true }).last().click();
  await expect(code).toHaveCount(0);
  await expect(page.getByTestId('member-points')).toContainText('2,200');

  // A failed redeem: the generic error with Try again, which succeeds once the fault is gone.
  await page.goto(`/campaign/${americano.id}`);
  await setFault(page, 'redeemCampaign', { kind: 'status', status: 503 });
  await page.getByRole('button', { name: th('campaign.button.default') }).click({ timeout: 15_000 });
  await page.getByRole('dialog', { name: th('campaign.confirm.title') }).getByRole('button', { name: th('campaign.confirm.ok') }).click();
  const failed = page.getByRole('alertdialog', { name: th('campaign.redeemFailed.title') });
  await expect(failed).toBeVisible();
  await clearFaults(page);
  await failed.getByRole('button', { name: th('campaign.retry') }).click();
  await expect(page.getByRole('dialog', { name: th('serial.title') })).toBeVisible();
});
