import { describe, expect, it } from 'vitest';
import { DEVICE_STORAGE_KEYS, readDeviceInfo } from '@/flows/login/login.live';

describe('guest device identity', () => {
  it('generates the uuid and MAC address once and keeps them', () => {
    localStorage.clear();
    const ua = 'Mozilla/5.0 (Linux; Android 14; Pixel 7)';
    const first = readDeviceInfo(localStorage, ua);
    const second = readDeviceInfo(localStorage, ua);
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.macAddress).toMatch(/^02(:[0-9a-f]{2}){5}$/);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ os: 'Android', platform: 'web', returning: false });
  });

  it('is a returning guest after a device login, and LINE is its own platform', () => {
    localStorage.clear();
    localStorage.setItem(DEVICE_STORAGE_KEYS.guest, '1');
    const info = readDeviceInfo(localStorage, 'Mozilla/5.0 (iPhone) Line/13.10.0');
    expect(info).toMatchObject({ returning: true, os: 'iOS', platform: 'line' });
  });
});
