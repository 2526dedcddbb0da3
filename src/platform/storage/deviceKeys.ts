/** Local storage keys of this browser's device identity (the guest device of spec section 7's device login). */
export const DEVICE_STORAGE_KEYS = {
  uuid: 'device.uuid',
  macAddress: 'device.macAddress',
  /** Set after a successful guest login: the next "continue as guest" resumes the device. */
  guest: 'device.guest',
} as const;

/** The device uuid once one was made, else undefined (storage blocked counts as none). */
export function storedDeviceUuid(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | undefined {
  try {
    return storage?.getItem(DEVICE_STORAGE_KEYS.uuid) ?? undefined;
  } catch {
    return undefined;
  }
}
