/**
 * The redeem shipping step's dialogs as a member sees them ("A delivered campaign asks where to
 * send it"): the choice dialog, the delivery address book in pick mode and the shipping dialog with the Thai
 * address block, rendered by the campaign page over the real redeem, address-book and shipping charts with
 * fake calls. Checks the rendered text (English and Thai), which buttons are enabled, what each click
 * sends (the calls made, with what), the errors only after a submit attempt, and that nothing typed is
 * lost when the shipping dialog is cancelled or the address post fails.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiCallError } from '@/domain/apiError';
import type { AddressForm } from '@/domain/address/addressBook';
import type { MemberFacts } from '@/domain/campaign/campaign';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import { addressBookMachine } from '@machines/addressBook/addressBook.machine';
import { redeem } from '@machines/campaignDetail/campaignDetail.actors';
import { campaignDetailMachine } from '@machines/campaignDetail/campaignDetail.machine';
import type { SaveAddressInput } from '@machines/addressBook/addressBook.types';
import type { RedeemCampaignInput, RedeemOutcome, SetRedeemAddressInput } from '@machines/redeem/redeem.types';
import { shippingAddressMachine } from '@machines/shippingAddress/shippingAddress.machine';
import { CampaignScreen } from '@/flows/campaignDetail/CampaignScreen';
import { lists10110 } from '../address/fixtures';
import { renderWithApp } from '../reward/renderWithApp';
import { campaign } from './fixtures';

/** The step's dialogs are a lazily loaded chunk: on a busy machine they take a while to appear. */
const slow = { timeout: 10_000 };
import { home } from './shipping.fixtures';
import { sentRedeem, type SentRedeem } from './sentRedeem';

const office: AddressForm = { ...home, key: 'addr-2', isDefault: false, addressName: 'Office', address: '1 Wireless Road' };

interface Fakes {
  entries?: AddressForm[];
  setAddress?: (input: SetRedeemAddressInput) => Promise<void>;
  saveAddress?: (input: SaveAddressInput) => Promise<AddressForm>;
}

function show(fakes: Fakes = {}, locale: 'en' | 'th' = 'en') {
  const calls = { redeem: [] as SentRedeem[], setAddress: [] as SetRedeemAddressInput[], loads: 0, saves: [] as SaveAddressInput[] };
  const block = addressBlockMachine.provide({ actors: { lookupPostcode: fromPromise(async () => lists10110) } });
  const step = {
    addressBook: addressBookMachine.provide({
      actors: {
        loadAddresses: fromPromise(async () => {
          calls.loads += 1;
          return fakes.entries ?? [home, office];
        }),
        saveAddress: fromPromise(async ({ input }: { input: SaveAddressInput }) => {
          calls.saves.push(input);
          return (fakes.saveAddress ?? (async (i: SaveAddressInput) => ({ ...i.form, key: 'addr-new' })))(input);
        }),
        addressBlock: block,
      },
    }),
    shippingAddress: shippingAddressMachine.provide({ actors: { addressBlock: block } }),
  };
  const machine = campaignDetailMachine.provide({
    actors: {
      loadCampaign: fromPromise(async () => campaign({ id: '2001', kind: CampaignKind.Free, name: 'Steel tumbler', pointPerUnit: 300, delivered: true })),
      redeem: redeem.provide({
        actors: {
          redeemCampaign: fromPromise<RedeemOutcome, RedeemCampaignInput>(async ({ input }) => {
            calls.redeem.push(sentRedeem(input));
            return { redeemKey: 'rk-77' };
          }),
          setRedeemAddress: fromPromise(async ({ input }: { input: SetRedeemAddressInput }) => {
            calls.setAddress.push(input);
            await (fakes.setAddress ?? (async () => undefined))(input);
          }),
          readSavedAddresses: fromPromise<AddressForm[], void>(async () => fakes.entries ?? [home, office]),
          ...step,
        },
      }),
    },
  });
  const member: MemberFacts = { signedIn: true, points: 5000 };
  const actor = createActor(machine, { input: { campaignId: '2001', member } }).start();
  renderWithApp(<CampaignScreen actor={actor} locale={locale} />, { locale });
  return calls;
}

async function openChoice(redeemLabel = 'Redeem', confirmTitle = 'Confirm redeem') {
  await userEvent.click(await screen.findByRole('button', { name: redeemLabel }, slow));
  const confirm = await screen.findByRole('dialog', { name: confirmTitle }, slow);
  await userEvent.click(within(confirm).getByRole('button', { name: redeemLabel }));
}

async function fillLocation(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Zipcode'), '10110');
  const sub = within(dialog).getByLabelText('Sub-district');
  await waitFor(() => expect(sub).toBeEnabled(), slow);
  await userEvent.selectOptions(within(dialog).getByLabelText('District'), '1039');
  await userEvent.selectOptions(sub, '103901');
}

describe('the shipping step dialogs', () => {
  it('the choice dialog names the reward, offers both ways and Cancel, and sends nothing until chosen', async () => {
    const calls = show();
    await openChoice();
    const choice = await screen.findByRole('dialog', { name: 'Where should we send it?' }, slow);
    expect(choice).toHaveTextContent('Steel tumbler is delivered to you. Choose one of your saved addresses or enter an address.');
    const saved = within(choice).getByRole('button', { name: 'Choose a saved address' });
    const typed = within(choice).getByRole('button', { name: 'Enter an address' });
    expect(saved).toBeEnabled();
    expect(typed).toBeEnabled();
    expect(calls.redeem).toEqual([]);
    expect(calls.loads).toBe(0);
    await userEvent.click(within(choice).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Where should we send it?' })).not.toBeInTheDocument(), slow);
    expect(calls.redeem).toEqual([]);
    expect(calls.setAddress).toEqual([]);
  });

  it('Thai: the choice dialog in Thai, with no English left', async () => {
    show({}, 'th');
    await openChoice('แลกสิทธิ์', 'ยืนยันการแลกสิทธิ์');
    const choice = await screen.findByRole('dialog', { name: 'ต้องการให้จัดส่งไปที่ไหน' }, slow);
    expect(choice).toHaveTextContent('Steel tumbler เป็นของรางวัลที่จัดส่งถึงคุณ เลือกที่อยู่ที่บันทึกไว้ หรือกรอกที่อยู่ใหม่');
    expect(within(choice).getByRole('button', { name: 'เลือกจากที่อยู่ที่บันทึกไว้' })).toBeEnabled();
    expect(within(choice).getByRole('button', { name: 'กรอกที่อยู่' })).toBeEnabled();
    // Only the campaign's own name is in English.
    expect((choice.textContent ?? '').replace('Steel tumbler', '')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('the pick dialog lists the saved addresses, default first; picking one redeems with its key and posts it', async () => {
    const calls = show({ entries: [office, home] });
    await openChoice();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a saved address' }, slow));
    const book = await screen.findByRole('dialog', { name: 'Delivery addresses' }, slow);
    const rows = await within(book).findAllByRole('listitem', undefined, slow);
    expect(rows[0]).toHaveTextContent('Home');
    expect(rows[0]).toHaveTextContent(/default/i);
    expect(rows[0]).toHaveTextContent('99/1 Sukhumvit 21');
    expect(rows[1]).toHaveTextContent('Office');
    expect(within(book).getByRole('button', { name: 'Use the address Office' })).toBeEnabled();
    expect(within(book).getByRole('button', { name: 'Add new address' })).toBeEnabled();
    await userEvent.click(within(book).getByRole('button', { name: 'Use the address Office' }));
    const result = await screen.findByRole('dialog', { name: 'Redeemed' }, slow);
    expect(result).toHaveTextContent('1 Wireless Road');
    expect(calls.redeem).toHaveLength(1);
    expect(calls.redeem[0]?.body).toMatchObject({ address_key: 'addr-2' });
    expect(calls.setAddress).toEqual([expect.objectContaining({ redeemKey: 'rk-77' })]);
    expect(calls.setAddress[0]?.shipping).toMatchObject({ source: 'saved' });
    expect(calls.setAddress[0]?.shipping.form).toMatchObject({ key: 'addr-2', address: '1 Wireless Road' });
  });

  it('the pick dialog: a failed save of a new address alerts, and OK brings the form back with everything typed', async () => {
    let saves = 0;
    const calls = show({
      entries: [],
      saveAddress: async (input) => {
        saves += 1;
        if (saves === 1) throw new ApiCallError({ message: 'Upstream said no', status: 500, id: 5001 });
        return { ...input.form, key: 'addr-new' };
      },
    });
    await openChoice();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a saved address' }, slow));
    const book = await screen.findByRole('dialog', { name: 'Delivery addresses' }, slow);
    expect(await within(book).findByText('No Address', undefined, slow)).toBeInTheDocument();
    await userEvent.click(within(book).getByRole('button', { name: 'Add new address' }));
    const form = await screen.findByRole('dialog', { name: 'Add delivery address' }, slow);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(calls.saves).toEqual([]);
    expect(form.querySelectorAll('.field__error').length).toBeGreaterThanOrEqual(6);
    await userEvent.type(within(form).getByLabelText('Address name'), 'Condo');
    await userEvent.type(within(form).getByLabelText('First name'), 'Napat');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Wongsa');
    await userEvent.type(within(form).getByLabelText('Contact number'), '0898765432');
    await userEvent.type(within(form).getByLabelText('Address'), '5 Soi Ari');
    await fillLocation(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog', { name: "Couldn't save the address" }, slow);
    expect(alert).not.toHaveTextContent('Upstream said no');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    const again = await screen.findByRole('dialog', { name: 'Add delivery address' }, slow);
    expect(within(again).getByLabelText('Address name')).toHaveValue('Condo');
    expect(within(again).getByLabelText('First name')).toHaveValue('Napat');
    expect(within(again).getByLabelText('Address')).toHaveValue('5 Soi Ari');
    expect(within(again).getByLabelText('Zipcode')).toHaveValue('10110');
    expect(calls.saves).toHaveLength(1);
    expect(calls.saves[0]?.form).toMatchObject({ addressName: 'Condo', firstName: 'Napat', lastName: 'Wongsa', address: '5 Soi Ari' });
    expect(calls.redeem).toEqual([]);
  });

  it('the shipping dialog: errors only after OK, Cancel keeps what was typed, a failed post keeps the address for Try again', async () => {
    let posts = 0;
    const calls = show({
      setAddress: async () => {
        posts += 1;
        if (posts === 1) throw new ApiCallError({ message: 'Address service down', status: 503 });
      },
    });
    await openChoice();
    await userEvent.click(await screen.findByRole('button', { name: 'Enter an address' }, slow));
    let dialog = await screen.findByRole('dialog', { name: 'Shipping address' }, slow);
    const fieldErrors = (el: HTMLElement) => Array.from(el.querySelectorAll('.field__error')).map((e) => e.textContent);
    expect(fieldErrors(dialog)).toEqual([]);
    const ok = within(dialog).getByRole('button', { name: 'Deliver here' });
    expect(ok).toBeEnabled();
    await userEvent.click(ok);
    // Five checked fields: first name, last name, contact number, address and the address block.
    await waitFor(() => expect(fieldErrors(dialog).length).toBeGreaterThanOrEqual(5), slow);
    expect(fieldErrors(dialog).every((text) => text !== '' && !/validation\./.test(text ?? ''))).toBe(true);
    expect(calls.redeem).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Napat');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Wongsa');
    await userEvent.type(within(dialog).getByLabelText('Address'), '5 Soi Ari');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shipping address' })).not.toBeInTheDocument(), slow);

    await userEvent.click(await screen.findByRole('button', { name: 'Enter an address' }, slow));
    dialog = await screen.findByRole('dialog', { name: 'Shipping address' }, slow);
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Napat');
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Wongsa');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('5 Soi Ari');
    await userEvent.type(within(dialog).getByLabelText('Contact number'), '0898765432');
    await fillLocation(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver here' }));

    const failed = await screen.findByRole('alertdialog', { name: 'Your address was not sent' }, slow);
    expect(failed).toHaveTextContent('Your reward is redeemed, but we could not send your delivery address.');
    expect(failed).not.toHaveTextContent('Address service down');
    expect(calls.redeem).toHaveLength(1);
    expect(calls.redeem[0]?.body).toMatchObject({ firstname: 'Napat', lastname: 'Wongsa', address: expect.stringContaining('5 Soi Ari'), zipcode: '10110' });
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    const result = await screen.findByRole('dialog', { name: 'Redeemed' }, slow);
    expect(result).toHaveTextContent('Napat Wongsa');
    expect(result).toHaveTextContent('5 Soi Ari');
    expect(calls.redeem).toHaveLength(1);
    expect(calls.setAddress).toHaveLength(2);
    expect(calls.setAddress[1]).toEqual(calls.setAddress[0]);
    expect(calls.setAddress[1]?.shipping.form).toMatchObject({ firstName: 'Napat', lastName: 'Wongsa', contactNumber: '0898765432', address: '5 Soi Ari' });
  });
});
