/** Pure rules of branches, the cart mapping and the dashboard content. */
import { describe, expect, it } from 'vitest';
import { cartFromApi } from '@/domain/cart/cart';
import { clampQuantity, missingOptions } from '@/domain/cart/productOptions';
import { inAppPath } from '@/domain/dashboard/dashboard';
import { byProvince, directionsHref, distanceKm, nearestFirst, showPhone, telHref, type Branch } from '@/domain/stores/stores';

const b = (id: string, name: string, lat: number, lng: number, provinceCode = '10', provinceName = 'Bangkok'): Branch => ({
  id,
  name,
  address: '',
  latitude: lat,
  longitude: lng,
  provinceCode,
  provinceName,
});

describe('branches', () => {
  it('measures great-circle km (Siam to Nimman about 580 km)', () => {
    expect(distanceKm({ latitude: 13.7449, longitude: 100.5332 }, { latitude: 13.7449, longitude: 100.5332 })).toBe(0);
    const d = distanceKm({ latitude: 13.7449, longitude: 100.5332 }, { latitude: 18.7985, longitude: 98.9677 });
    expect(d).toBeGreaterThan(570);
    expect(d).toBeLessThan(600);
  });

  it('orders nearest first and groups by province by name', () => {
    const list = [b('1', 'Nimman', 18.79, 98.96, '50', 'Chiang Mai'), b('2', 'Siam', 13.74, 100.53), b('3', 'Ari', 13.78, 100.54)];
    expect(nearestFirst(list, { latitude: 13.7462, longitude: 100.5347 }).map((x) => x.name)).toEqual(['Siam', 'Ari', 'Nimman']);
    expect(byProvince(list, 'en').map((g) => [g.name, g.branches.map((x) => x.name)])).toEqual([
      ['Bangkok', ['Ari', 'Siam']],
      ['Chiang Mai', ['Nimman']],
    ]);
  });

  it('tap to call, directions and phone display', () => {
    expect(telHref('02-123-4567')).toBe('tel:021234567');
    expect(directionsHref({ latitude: 13.7449, longitude: 100.5332 })).toBe('https://www.google.com/maps/dir/?api=1&destination=13.7449,100.5332');
    expect(showPhone('021234567')).toBe('02-123-4567');
    expect(showPhone('053123456')).toBe('053-123-456');
    expect(showPhone('0812345678')).toBe('081-234-5678');
  });
});

describe('product options', () => {
  const options = {
    colors: [{ code: 'a', name: 'A', inStock: true }, { code: 'z', name: 'Z', inStock: false }],
    sizes: [{ code: 'M', name: 'M', inStock: true }],
    maxQuantity: 2,
  };
  it('colour and size are both required, and a sold-out one does not count', () => {
    expect(missingOptions(options, { quantity: 1 })).toEqual(['color', 'size']);
    expect(missingOptions(options, { color: 'z', size: 'M', quantity: 1 })).toEqual(['color']);
    expect(missingOptions(options, { color: 'a', size: 'M', quantity: 1 })).toEqual([]);
    expect(missingOptions({ colors: [], sizes: [], maxQuantity: 1 }, { quantity: 1 })).toEqual([]);
    expect(clampQuantity(Number.NaN, 2)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
  });
});

describe('cart mapping', () => {
  it('keeps the groups of the API and reads option names', () => {
    const cart = cartFromApi({
      groups: [{ name: 'Delivered', items: [{ key: 'k', Quantity: 2, name: 'Tee', price: 450, pointPerUnit: 200, colorName: 'Ivory', size: 'M' }] }, { name: 'Empty', items: [] }],
      cart_count: 2,
    });
    expect(cart.groups).toHaveLength(1);
    expect(cart.groups[0]!.lines[0]).toMatchObject({ colorName: 'Ivory', sizeName: 'M', quantity: 2 });
    expect(cart.totalPrice).toBe(900);
    expect(cart.totalPoints).toBe(400);
  });
});

describe('dashboard content', () => {
  it('follows only in-app paths', () => {
    expect(inAppPath('/reward/101')).toBe('/reward/101');
    expect(inAppPath('//evil.example')).toBeUndefined();
    expect(inAppPath('/\\evil.example')).toBeUndefined();
    expect(inAppPath('javascript:alert(1)')).toBeUndefined();
    expect(inAppPath('https://evil.example')).toBeUndefined();
  });

});
