/**
 * Real actors of the cart page: GET /cart/list_summary, POST /cart/delete_item, POST /cart/clear_all,
 * and the checkout hand-off of spec section 7 ("Settings"): POST /setting { data: { returnUrl,
 * successUrl, errorUrl, appId, appName } } answers a key; the app opens the cart web address with
 * `?key=` in the same window (inside LINE that keeps it in the LIFF window: no external browser), and
 * keeps the key for the tab so the return can read the hand-off back with GET /setting/{key}.
 */
import { fromPromise } from 'xstate';
import { cartMachine } from '@machines/cart/cart.machine';
import type { CheckoutReturn, CheckoutReturnRead } from '@machines/cart/cart.types';
import type { ApiClients } from '@/api/clients';
import { unwrap } from '@/api/unwrap';
import { cartFromApi, type CartSummary } from '@/domain/cart/cart';
import type { ShortLocale } from '@/i18n/locale';

/** The query parameter the stored addresses carry back to /cart. */
export const CHECKOUT_PARAM = 'checkout';
/** Where the tab keeps the key of the hand-off in progress. */
export const CHECKOUT_KEY_STORAGE = 'cart.checkoutKey';

export interface CartPageServices {
  clients: Pick<ApiClients, 'cart' | 'webApi'>;
  settings: { appId: string; appName: string; cartWebUrl: string };
}

export interface CartPageEffects {
  reportCount: (count: number) => void;
  refreshCount: () => void;
  /** The member's language, passed to the cart web page. */
  locale: () => ShortLocale;
  /** This app's origin. @default location.origin */
  origin?: () => string;
  /** Leaves for the cart web page in this window. @default location.assign */
  navigate?: (url: string) => void;
  /** Keeps the hand-off key for the tab. @default sessionStorage */
  keyStore?: { get(): string | null; set(key: string): void; clear(): void };
}

const sessionKeyStore = {
  get: () => globalThis.sessionStorage?.getItem(CHECKOUT_KEY_STORAGE) ?? null,
  set: (key: string) => globalThis.sessionStorage?.setItem(CHECKOUT_KEY_STORAGE, key),
  clear: () => globalThis.sessionStorage?.removeItem(CHECKOUT_KEY_STORAGE),
};

/** The three addresses the cart web page sends the member back to. */
export function checkoutAddresses(origin: string): Record<'returnUrl' | 'successUrl' | 'errorUrl', string> {
  const at = (result: CheckoutReturn) => `${origin}/cart?${CHECKOUT_PARAM}=${result}`;
  return { returnUrl: at('cancel'), successUrl: at('success'), errorUrl: at('error') };
}

/** The cart web page address for a key. */
export function cartWebAddress(cartWebUrl: string, key: string, locale: ShortLocale): string {
  const url = new URL(cartWebUrl, globalThis.location?.href ?? 'http://localhost/');
  url.searchParams.set('key', key);
  url.searchParams.set('lang', locale);
  return url.toString();
}

export function createCartLogic(services: CartPageServices, effects: CartPageEffects) {
  const origin = effects.origin ?? (() => globalThis.location.origin);
  const navigate = effects.navigate ?? ((url: string) => globalThis.location.assign(url));
  const keys = effects.keyStore ?? sessionKeyStore;
  const loadCart = fromPromise<CartSummary, void>(async ({ signal }) => {
    const locale = effects.locale() === 'en' ? 1033 : 1054;
    const body = unwrap(await services.clients.cart.GET('/cart/list_summary', { params: { query: { locale } }, signal }));
    return cartFromApi(body.data ?? { groups: [], cart_count: 0 });
  });
  const deleteCartItem = fromPromise<number, { key: string }>(async ({ input, signal }) => {
    const body = unwrap(await services.clients.cart.POST('/cart/delete_item', { body: { key: input.key }, signal }));
    return body.data?.cart_count ?? 0;
  });
  const clearCart = fromPromise<number, void>(async ({ signal }) => {
    const body = unwrap(await services.clients.cart.POST('/cart/clear_all', { signal }));
    return body.data?.cart_count ?? 0;
  });
  const storeHandoff = fromPromise<string, void>(async ({ signal }) => {
    const data = { ...checkoutAddresses(origin()), appId: services.settings.appId, appName: services.settings.appName };
    const body = unwrap(await services.clients.webApi.POST('/setting', { body: { data }, signal }));
    const key = body.data?.key;
    if (!key) throw new Error('POST /setting answered no key');
    keys.set(key);
    return key;
  });
  const readCheckoutReturn = fromPromise<CheckoutReturnRead, { returned: CheckoutReturn }>(async ({ input, signal }) => {
    const key = keys.get();
    if (!key) return { confirmed: false };
    const body = unwrap(await services.clients.webApi.GET('/setting/{key}', { params: { path: { key } }, signal }));
    keys.clear();
    const stored = (body.data ?? {}) as Record<string, unknown>;
    const expected = checkoutAddresses(origin());
    const address = input.returned === 'success' ? expected.successUrl : input.returned === 'error' ? expected.errorUrl : expected.returnUrl;
    const storedAddress = input.returned === 'success' ? stored.successUrl : input.returned === 'error' ? stored.errorUrl : stored.returnUrl;
    return { confirmed: storedAddress === address };
  });
  return cartMachine.provide({
    actors: { loadCart, deleteCartItem, clearCart, storeHandoff, readCheckoutReturn },
    actions: {
      reportCount: (_, params: { count: number }) => effects.reportCount(params.count),
      refreshCount: () => effects.refreshCount(),
      openCartWeb: (_, params: { key: string }) => navigate(cartWebAddress(services.settings.cartWebUrl, params.key, effects.locale())),
    },
  });
}

/** The checkout result of a /cart URL (`?checkout=success|error|cancel`), if it is a return. */
export function checkoutReturnOf(search: string): CheckoutReturn | undefined {
  const value = new URLSearchParams(search).get(CHECKOUT_PARAM);
  return value === 'success' || value === 'error' || value === 'cancel' ? value : undefined;
}
