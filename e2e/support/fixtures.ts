import { test as base, expect, type Page } from '@playwright/test';
import { resetSandbox } from './faults';

/** Sandbox accounts (src/sandbox/world/accounts.ts). */
export const accounts = {
  somchai: { username: 'somchai', password: 'Passw0rd!', mobile: '0812345678' },
  malee: { username: 'malee', password: 'Passw0rd!', mobile: '0898765432' },
  newMobile: '0811111111',
} as const;

/** Every test starts from the seeded sandbox world with no faults. */
export const test = base.extend<{ freshWorld: void }>({
  freshWorld: [
    async ({ request }, use) => {
      await resetSandbox(request);
      await use();
    },
    { auto: true },
  ],
});

/** Switches the UI language with the language toggle in the page header. */
export async function switchLanguage(page: Page, to: 'th' | 'en'): Promise<void> {
  const toggle = page.getByRole('button', { name: to === 'en' ? /English|EN/ : /ไทย|Thai|TH/ }).first();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

export { expect };
