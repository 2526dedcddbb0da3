/**
 * The address views a member sees (spec section 2 "Dialogs", section 3 "Location lists"): the list dialog
 * ('No Address' when empty; the default's badge, the person or the company, the address line, Edit and
 * Delete named after the address), the delivery form's optional parts folded under 'More address details'
 * (open when the entry has some), and the Thai address block fed by the sandbox's real geography showing
 * English names in English and Thai names in Thai at every level (10230).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addressBlockMachine } from '@machines/addressBlock/addressBlock.machine';
import type { GeoPosition, LocatedAddress } from '@machines/addressBlock/addressBlock.types';
import { emptyAddressForm, type AddressForm } from '@/domain/address/addressBook';
import type { PostcodeLists } from '@/domain/address/location';
import { AddressBlockConnector } from '@/flows/addressBlock/AddressBlockConnector';
import { lookupPostcode } from '@/sandbox/world/geography';
import { AddressFormDialog, AddressListDialog } from '@/flows/addressBook/AddressBookDialogs';
import { WithIntl } from '../dialogs/helpers';

const noop = () => undefined;

function listProps(entries: AddressForm[], kind: 'delivery' | 'tax' = 'delivery') {
  return { open: true, kind, entries, loading: false, pickable: false, onAdd: noop, onEdit: vi.fn(), onDelete: vi.fn(), onPick: noop, onRetry: noop, onClose: noop };
}

const home: AddressForm = {
  ...emptyAddressForm('delivery'), key: 'a1', isDefault: true, addressName: 'Home', firstName: 'Somchai', lastName: 'Jaidee', address: '88/12 Soi Lat Phrao 71',
  location: { zipcode: '10230', provinceCode: '10', provinceName: 'กรุงเทพมหานคร', provinceNameEn: 'Bangkok', districtCode: '1038', districtName: 'ลาดพร้าว', districtNameEn: 'Lat Phrao', subDistrictCode: '100603', subDistrictName: 'ลาดพร้าว', subDistrictNameEn: 'Lat Phrao' },
};

describe('address list dialog', () => {
  it("says 'No Address' when the book is empty, in English and Thai", () => {
    const { unmount } = render(<WithIntl><AddressListDialog {...listProps([])} /></WithIntl>);
    expect(screen.getByText('No Address')).toBeInTheDocument();
    unmount();
    render(<WithIntl locale="th"><AddressListDialog {...listProps([])} /></WithIntl>);
    expect(screen.getByText('ไม่มีที่อยู่')).toBeInTheDocument();
  });

  it('shows the default badge, the person or the company, the address line, and Edit/Delete named after the address', () => {
    const company: AddressForm = { ...emptyAddressForm('tax'), key: 't2', addressName: 'Company', personType: 'company', companyName: 'Jaidee Design Co., Ltd.', number: '21', road: 'Sathon Nuea', location: home.location };
    const props = listProps([home, { ...home, key: 'a2', isDefault: false, addressName: 'Office' }]);
    const { unmount } = render(<WithIntl><AddressListDialog {...props} /></WithIntl>);
    const rows = within(screen.getByRole('list', { name: 'Delivery addresses' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('default');
    expect(rows[1]).not.toHaveTextContent('default');
    expect(rows[0]).toHaveTextContent('Somchai Jaidee');
    expect(rows[0]).toHaveTextContent('88/12 Soi Lat Phrao 71 ลาดพร้าว ลาดพร้าว กรุงเทพมหานคร 10230');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Edit Office' }));
    expect(props.onEdit).toHaveBeenCalledWith('a2');
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Delete Home' }));
    expect(props.onDelete).toHaveBeenCalledWith('a1');
    unmount();
    render(<WithIntl><AddressListDialog {...listProps([company], 'tax')} /></WithIntl>);
    expect(screen.getByRole('listitem')).toHaveTextContent('Jaidee Design Co., Ltd.');
    expect(screen.getByRole('listitem')).toHaveTextContent('21 Sathon Nuea');
  });
});

describe('delivery form: optional address parts', () => {
  const formProps = (form: AddressForm) => ({
    open: true, kind: 'delivery' as const, editing: false, form, errors: {}, addressBlock: null, onFieldChange: vi.fn(), onDefaultToggle: noop, onSave: noop, onCancel: noop,
  });

  it("folds house number, moo, village, building, floor, room, soi and road under 'More address details'", () => {
    render(<WithIntl><AddressFormDialog {...formProps(emptyAddressForm('delivery'))} /></WithIntl>);
    const details = screen.getByText('More address details (house number, soi, road…)').closest('details')!;
    expect(details.open).toBe(false);
    for (const label of ['House number', 'Moo', 'Village', 'Building', 'Floor', 'Room', 'Soi', 'Road']) expect(within(details).getByLabelText(label)).toBeInTheDocument();
  });

  it('opens them when the entry already has a part, and sends what is typed', () => {
    const props = formProps({ ...emptyAddressForm('delivery'), soi: 'Lat Phrao 71' });
    render(<WithIntl><AddressFormDialog {...props} /></WithIntl>);
    expect(screen.getByText('More address details (house number, soi, road…)').closest('details')!.open).toBe(true);
    expect(screen.getByLabelText('Soi')).toHaveValue('Lat Phrao 71');
    fireEvent.change(screen.getByLabelText('House number'), { target: { value: '88/12' } });
    expect(props.onFieldChange).toHaveBeenCalledWith('number', '88/12');
  });
});

describe('Thai address block on the real geography (10230)', () => {
  async function renderBlock(locale: 'th' | 'en') {
    const actor = createActor(
      addressBlockMachine.provide({
        actors: {
          lookupPostcode: fromPromise<PostcodeLists, { zipcode: string }>(({ input }) => lookupPostcode(input.zipcode)),
          getPosition: fromPromise<GeoPosition, void>(async () => ({ latitude: 13.8, longitude: 100.6 })),
          locateAddress: fromPromise<LocatedAddress, GeoPosition>(async () => { throw new Error('not used'); }),
        },
      }),
      { input: {} },
    ).start();
    render(<WithIntl locale={locale}><AddressBlockConnector actorRef={actor} /></WithIntl>);
    await act(async () => {
      actor.send({ type: 'ADDRESS.ZIPCODE_CHANGED', value: '10230' });
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'), { timeout: 5000 });
    return actor;
  }

  const optionsOf = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((o) => o.textContent).slice(1);

  it('shows English names at every level in English', async () => {
    const actor = await renderBlock('en');
    expect(optionsOf('Province')).toEqual(['Bangkok']);
    expect(optionsOf('District')).toEqual(expect.arrayContaining(['Lat Phrao', 'Bueng Kum', 'Khan Na Yao', 'Bang Khen']));
    actor.send({ type: 'ADDRESS.DISTRICT_SELECTED', code: '1038' });
    await vi.waitFor(() => expect(optionsOf('Sub-district')).toEqual(expect.arrayContaining(['Lat Phrao', 'Chorakhe Bua'])));
    for (const name of ['Province', 'District', 'Sub-district']) for (const label of optionsOf(name)) expect(label).not.toMatch(/[\u0E00-\u0E7F]/);
  });

  it('shows Thai names in Thai', async () => {
    await renderBlock('th');
    expect(optionsOf('จังหวัด')).toEqual(['กรุงเทพมหานคร']);
    expect(optionsOf('เขต/อำเภอ')).toEqual(expect.arrayContaining(['ลาดพร้าว', 'บึงกุ่ม']));
  });
});
