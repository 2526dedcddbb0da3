import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { CampaignDetail, MemberFacts } from '@/domain/campaign/campaign';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import { redeem } from '@machines/campaignDetail/campaignDetail.actors';
import { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import { serialMachine } from '@machines/serial/serial.machine';
import type { RedeemOutcome } from '@machines/redeem/redeem.types';
import { CampaignScreen, loadSerialDialogs } from '@/flows/campaignDetail/CampaignScreen';

// The serial's dialogs are fetched on demand in the app; loaded up front here so they render at once.
beforeAll(async () => {
  await loadSerialDialogs();
});
import { renderWithApp } from '../reward/renderWithApp';
import { campaign, NOW } from './fixtures';

interface Fakes {
  load?: () => Promise<CampaignDetail>;
  redeem?: () => Promise<RedeemOutcome>;
  copy?: (text: string) => Promise<void>;
}

function startWith(fakes: Fakes, member: MemberFacts = { signedIn: true, points: 5000 }) {
  const machine = campaignDetailMachine.provide({
    actors: {
      loadCampaign: fromPromise(fakes.load ?? (async () => campaign())),
      redeem: redeem.provide({
        actors: {
          redeemCampaign: fromPromise(fakes.redeem ?? (async () => ({}))),
          serial: serialMachine.provide({
            actors: { copyText: fromPromise(({ input }) => (fakes.copy ?? (async () => {}))(input.text)) },
          }),
        },
      }),
    },
  });
  return createActor(machine, { input: { campaignId: '1001', member } }).start();
}

function show(fakes: Fakes, member?: MemberFacts, locale: 'en' | 'th' = 'en') {
  const actor = startWith(fakes, member);
  renderWithApp(<CampaignScreen actor={actor} locale={locale} />, { locale });
  return actor;
}

describe('campaign page', () => {
  it('shows name, points, expiry (Buddhist year in Thai), sanitised conditions and the redeem button', async () => {
    show(
      {
        load: async () =>
          campaign({
            pointPerUnit: 1250,
            expiresAt: Date.UTC(2025, 11, 31, 5),
            conditionHtml: '<ul><li>Valid at every branch</li></ul><img src=x onerror="alert(1)">',
          }),
      },
      undefined,
      'th',
    );
    expect(await screen.findByRole('heading', { name: 'Free size upgrade: iced Thai tea' })).toBeInTheDocument();
    expect(screen.getByText('1,250 คะแนน')).toBeInTheDocument();
    expect(screen.getByText('31 ธ.ค. 2568')).toBeInTheDocument();
    expect(screen.getByText('Valid at every branch')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: 'แลกสิทธิ์' })).toBeEnabled();
  });

  it('a disabled button says why', async () => {
    show({ load: async () => campaign({ pointPerUnit: 9000 }) }, { signedIn: true, points: 100 });
    expect(await screen.findByRole('button', { name: 'Not enough points' })).toBeDisabled();
  });

  it('cool-down names the next date', async () => {
    show({ load: async () => campaign({ nextRedeemAt: Date.UTC(2025, 0, 3, 3) }) });
    expect(await screen.findByRole('button', { name: 'Redeem again on 03 Jan 2025' })).toBeDisabled();
  });

  it('signed out: a sign-in link back to this campaign', async () => {
    show({}, { signedIn: false });
    expect(await screen.findByRole('link', { name: 'Sign in to redeem' })).toHaveAttribute('href', '/login?next=/campaign/1001');
  });

  it('not found and failed-with-retry', async () => {
    show({ load: async () => Promise.reject(new ApiCallError({ message: 'no', status: 404 })) });
    expect(await screen.findByRole('heading', { name: "This reward isn't available" })).toBeInTheDocument();
  });

  it('a failed load offers Try again', async () => {
    let attempt = 0;
    show({
      load: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiCallError({ message: 'down', status: 0 });
        return campaign();
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Redeem' })).toBeEnabled();
  });

  it('a redeem step renders the action and its dialog, not the campaign again (the tap answers sooner)', async () => {
    let heartRenders = 0;
    function Heart() {
      heartRenders += 1;
      return <span>heart</span>;
    }
    const actor = startWith({});
    renderWithApp(<CampaignScreen actor={actor} locale="en" renderHeart={() => <Heart />} />, { locale: 'en' });
    const redeemButton = await screen.findByRole('button', { name: 'Redeem' });
    const rendersBefore = heartRenders;
    await userEvent.click(redeemButton);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm redeem' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await screen.findByRole('dialog', { name: 'Confirm redeem' });
    // The content (here its heart) rendered while the campaign arrived, and not for either tap.
    expect(rendersBefore).toBeGreaterThan(0);
    expect(heartRenders).toBe(rendersBefore);
  });

  it('redeem: default confirmation with points and validity, then the code with copy', async () => {
    const copy = vi.fn(async () => {});
    show({
      load: async () => campaign({ pointPerUnit: 250, minutesValidAfterUsed: 15 }),
      copy,
      redeem: async () => ({
        serial: { serial: 'SC-7H2K-91QX', barcodeType: 'QR_CODE', showTimer: false, isNotAutoUse: false, redeemKey: 'rk', redeemedAt: NOW, voucherExpiresAt: Date.UTC(2025, 0, 8) },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm redeem' });
    expect(confirm).toHaveTextContent('Redeem Free size upgrade: iced Thai tea for 250 points?');
    expect(confirm).toHaveTextContent('the code stays valid for 15 minutes');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Redeem' }));
    // The serial's dialogs are a chunk of their own (fetched when the redeem starts): allow for its import.
    const serial = await screen.findByRole('dialog', { name: 'Your code' }, { timeout: 10_000 });
    expect(serial).toHaveTextContent('SC-7H2K-91QX');
    expect(serial).toHaveTextContent('01 Jan 2025');
    expect(serial).toHaveTextContent('08 Jan 2025');
    await userEvent.click(within(serial).getByRole('button', { name: 'Copy code' }));
    expect(copy).toHaveBeenCalledWith('SC-7H2K-91QX');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument(), { timeout: 2000 });
  });

  it('redeem of a Draw shows the draw confirmation and result with the expiry', async () => {
    show({ load: async () => campaign({ kind: CampaignKind.Draw, expiresAt: Date.UTC(2025, 1, 14, 5) }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm redeem' });
    expect(confirm).toHaveTextContent('The draw closes on 14 Feb 2025');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('dialog', { name: 'Redeemed' })).toHaveTextContent("You're in the draw!");
  });

  it('a failed redeem shows the error and Try again', async () => {
    let attempt = 0;
    show({
      redeem: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiCallError({ message: 'Campaign quota reached', status: 409, id: 7001, code: 'quota' });
        return {};
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm redeem' })).getByRole('button', { name: 'Redeem' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Redeem failed' });
    expect(alert).toHaveTextContent('The request could not be completed. Please try again. (Error ID: 7001) (Error code: quota)');
    expect(alert).not.toHaveTextContent('Campaign quota reached');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Redeemed' })).toHaveTextContent('Your reward has been redeemed.');
  });
});
