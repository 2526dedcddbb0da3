/**
 * The shipping step's rules: the form's start and the shown line. The bodies sent are tested in
 * tests/api/adapters.
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
