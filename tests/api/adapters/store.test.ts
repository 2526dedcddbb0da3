/** The store adapter: the platform's place search query (agencyId, center, distance, q) and its lower/snake case places. */
import { describe, expect, it } from 'vitest';
import { branchFromWire, placeQuery } from '@/api/adapters/store';

describe('store adapter', () => {
  it('asks for the nearby branches with center="lat,lng" and distance in km', () => {
    expect(placeQuery({ agencyId: 'ag-1', locale: 1033, top: 100, near: { position: { latitude: 13.75, longitude: 100.5 }, distanceKm: 50 } })).toEqual({
      agencyId: 'ag-1',
      center: '13.75,100.5',
      distance: 50,
      device_locale: 1033,
      top: 100,
    });
  });

  it('asks for a text with q, and for every branch with only the agency id and top', () => {
    expect(placeQuery({ agencyId: 'ag-1', top: 20, text: 'silom' })).toEqual({ agencyId: 'ag-1', q: 'silom', top: 20 });
    expect(placeQuery({ agencyId: 'ag-1', top: 20 })).toEqual({ agencyId: 'ag-1', top: 20 });
  });

  it('maps a place: location object, working_day, contact_number, distance and the province', () => {
    expect(
      branchFromWire({
        id: 7,
        name: 'Silom',
        address: '1 Silom Rd',
        contact_number: '021234567',
        location: { latitude: 13.72, longitude: 100.53 },
        distance: 2.4,
        working_day: 'Mon-Sun 07:00-21:00',
        province_code: '10',
        province_name: 'Bangkok',
      }),
    ).toEqual({
      id: '7',
      name: 'Silom',
      address: '1 Silom Rd',
      phone: '021234567',
      latitude: 13.72,
      longitude: 100.53,
      distanceKm: 2.4,
      openHours: 'Mon-Sun 07:00-21:00',
      provinceCode: '10',
      provinceName: 'Bangkok',
    });
  });

  it('leaves out what a sparse place does not have', () => {
    expect(branchFromWire({ id: 'p-1', name: 'Kiosk', location: { latitude: 1, longitude: 2 }, distance: null })).toEqual({
      id: 'p-1',
      name: 'Kiosk',
      address: '',
      latitude: 1,
      longitude: 2,
    });
  });
});
