/**
 * Reliability in a real browser against the sandbox: a redeem whose answer is lost after the server redeemed
 * shows the code and is charged once; a gateway's HTML 502 never shows its page, only the translated
 * message with Retry.
 */
import { clearFaults, setFault } from './support/faults';
import { expect, msg, signIn, test } from './support/fixtures';

const th = (id: string) => msg('th', id);
const croissant = { id: '1003' };

test('a lost redeem answer shows the code and charges once; an HTML 502 shows translated text', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`/login?next=/campaign/${croissant.id}`);
  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`/campaign/${croissant.id}$`));
  await expect(page.getByTestId('member-points')).toContainText('2,450');

  await setFault(page, 'redeemCampaign', { kind: 'dropAfterCommit' });
  try {
    await page.getByRole('button', { name: th('campaign.button.default') }).click();
    await page.getByRole('dialog', { name: th('campaign.confirm.title') }).getByRole('button', { name: th('campaign.confirm.ok') }).click();
    await expect(page.getByRole('dialog', { name: th('serial.title') })).toBeVisible({ timeout: 15_000 });
  } finally {
    await clearFaults(page);
  }
  await expect(page.getByTestId('member-points')).toContainText('2,200');

  await setFault(page, 'getCampaign', { kind: 'html', status: 502 });
  try {
    await page.goto(`/campaign/${croissant.id}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(th('campaign.error.title'));
    await expect(alert).toContainText('502');
    await expect(page.locator('body')).not.toContainText('Bad Gateway');
    await expect(page.locator('body')).not.toContainText('nginx');
  } finally {
    await clearFaults(page);
  }
  await page.getByRole('button', { name: th('campaign.retry') }).click();
  await expect(page.getByRole('button', { name: th('campaign.button.default') })).toBeVisible({ timeout: 15_000 });
});
