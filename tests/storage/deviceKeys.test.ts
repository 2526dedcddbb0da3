/** The device uuid the logout sends (the platform's logout parameter): read, never made, never throwing. */
import { describe, expect, it } from 'vitest';
import { DEVICE_STORAGE_KEYS, storedDeviceUuid } from '@/platform/storage/deviceKeys';

describe('stored device uuid', () => {
  it('is the stored one, or undefined when none was made or storage is blocked', () => {
    const store = new Map<string, string>([[DEVICE_STORAGE_KEYS.uuid, 'dev-1']]);
    expect(storedDeviceUuid({ getItem: (k) => store.get(k) ?? null })).toBe('dev-1');
    expect(storedDeviceUuid({ getItem: () => null })).toBeUndefined();
    expect(
      storedDeviceUuid({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeUndefined();
  });
});
