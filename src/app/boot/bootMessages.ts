/** The messages the boot script shows before the app has loaded (`virtual:messages/boot`): the cookie banner's. */
export const BOOT_MESSAGE_IDS: readonly string[] = [
  'consent.cookies.banner.title',
  'consent.cookies.banner.description',
  'consent.cookies.banner.detail',
  'consent.cookies.banner.settings',
  'consent.cookies.banner.reject',
  'consent.cookies.banner.accept',
];
