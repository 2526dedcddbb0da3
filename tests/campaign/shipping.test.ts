/**
 * The shipping step's rules (spec section 3 "Shipping address (profile)"): the form's start, the shown line
 * and the profile shipping address. The bodies sent are tested in tests/api/adapters.
 */
import { describe, expect, it } from 'vitest';
import { shippingForm, shippingLine } from '@/domain/address/shipping';
import { home, location10110 } from './shipping.fixtures';

describe('shipping form', () => {
  it('a new form starts with the profile contact (number cleaned to digits), and a draft wins over it', () => {
    expect(shippingForm({ firstName: 'A', lastName: 'B', contactNumber: '081-234-5678' })).toEqual(expect.objectContaining({ firstName: 'A', contactNumber: '0812345678', address: '' }));
    const draft = { ...home, address: 'typed' };
    expect(shippingForm({ firstName: 'A' }, draft)).toBe(draft);
  });

  it('the shown line adds the zipcode; without a street it is made of the house parts', () => {
    expect(shippingLine(home, { withZipcode: true })).toBe('99/1 Sukhumvit 21 คลองเตยเหนือ วัฒนา กรุงเทพมหานคร 10110');
    expect(shippingLine({ ...home, address: '', number: '5', road: 'Ari', location: location10110 })).toBe('5 Ari คลองเตยเหนือ วัฒนา กรุงเทพมหานคร');
  });
});

describe('the profile shipping address (spec section 3 "Shipping address (profile)")', () => {
  it('reads the Shipping-prefixed fields when a shipping zipcode exists, else the plain ones; the body has shipping_* fields without empties', async () => {
    const { shippingContactOf, profileShippingBody, shippingForm: form } = await import('@/domain/address/shipping');
    const profile = { firstName: 'A', zipcode: '10110', address: 'home', ShippingZipcode: '83000', ShippingFirstName: 'Malee', ShippingAddress: '48 Thalang', ShippingProvinceCode: '83' };
    const c = shippingContactOf(profile);
    expect(c).toMatchObject({ firstName: 'Malee', address: '48 Thalang', location: expect.objectContaining({ zipcode: '83000', provinceCode: '83' }) });
    expect(shippingContactOf({ firstName: 'A', zipcode: '10110', address: 'home' })).toMatchObject({ firstName: 'A', address: 'home', location: expect.objectContaining({ zipcode: '10110' }) });
    const body = profileShippingBody(form(c));
    expect(body).toMatchObject({ shipping_firstname: 'Malee', shipping_address: '48 Thalang', shipping_zipcode: '83000', shipping_province_code: '83' });
    expect(Object.values(body)).not.toContain('');
  });
});
