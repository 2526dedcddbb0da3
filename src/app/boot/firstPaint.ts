/**
 * What the boot script draws before the app has loaded, so the first screen shows what it can without the app's
 * code: the start-up shell's placeholders (the same boxes as the session's splash, src/app/session/SessionRoot.tsx),
 * the images the first reads name inside them, and the cookie banner of a first visit. React replaces the shell
 * when it renders; the cookie banner sits outside the app's root and leaves when the app's cookie chart has
 * decided (handOver.ts: releaseEarlyCookieBanner).
 */
import bootMessages from 'virtual:messages/boot';
import type { LocaleCode } from '@/i18n/locale';
import type { EarlyBannerTap } from '@machines/cookieConsent/cookieConsent.connect';
import { EARLY_COOKIE_BANNER_ID, recordEarlyBannerTap } from '@/flows/cookieConsent/earlyBanner';
import { SHELL_CARDS, shellKindOf } from './shellKind';

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The boxes an image can fill: the banner on /, the cards' pictures on a reward page, a campaign's picture. */
export interface ShellSlots {
  slots: HTMLElement[];
}

/**
 * Draws the placeholders of `pathname`'s first screen into index.html's static shell (empty `<main>`), as the
 * splash draws them. Undefined when the page has no placeholders or the static shell is not there.
 */
export function drawShellPlaceholders(doc: Document, pathname: string): ShellSlots | undefined {
  const kind = shellKindOf(pathname);
  const main = doc.querySelector<HTMLElement>('#root .startup-shell main.app-main');
  if (kind === 'plain' || !main || main.childElementCount > 0) return undefined;
  // The member strip's place under the header bar (these pages show it, a guest's or a member's), so the
  // boxes below sit where the page's own content will.
  const strip = element(doc, 'div', 'member-status startup-shell__member');
  strip.setAttribute('aria-hidden', 'true');
  doc.querySelector('#root .startup-shell header.app-header')?.append(strip);
  // And the navigation's (a side rail on a desktop), for the same reason.
  doc.querySelector('#root .startup-shell')?.classList.add('app-frame--with-nav');
  if (kind === 'home') {
    const home = element(doc, 'div', 'startup-shell__home');
    home.setAttribute('aria-hidden', 'true');
    const banner = element(doc, 'span', 'startup-shell__banner');
    home.append(banner, element(doc, 'span', 'startup-shell__menu'));
    main.append(home);
    return { slots: [banner] };
  }
  if (kind === 'campaign') {
    const picture = element(doc, 'span', 'startup-shell__picture');
    picture.setAttribute('aria-hidden', 'true');
    main.append(picture);
    return { slots: [picture] };
  }
  const grid = element(doc, 'ul', 'startup-shell__grid');
  grid.setAttribute('aria-hidden', 'true');
  const slots = SHELL_CARDS.map(() => {
    const card = element(doc, 'li', 'startup-shell__card');
    const media = element(doc, 'span', 'startup-shell__media');
    card.append(media, element(doc, 'span', 'startup-shell__line'), element(doc, 'span', 'startup-shell__line startup-shell__line--short'));
    grid.append(card);
    return media;
  });
  main.append(grid);
  return { slots };
}

/**
 * Puts `srcs` in the slots, in order; resolves once each has loaded or failed (a failed one leaves its box empty),
 * so the caller knows the first screen's pictures have had their chance to paint.
 */
export function fillShellSlots(doc: Document, shell: ShellSlots, srcs: readonly string[]): Promise<void> {
  const pending = shell.slots.slice(0, srcs.length).map((slot, index) => {
    const img = element(doc, 'img', 'startup-shell__image');
    img.alt = '';
    img.decoding = 'async';
    img.setAttribute('fetchpriority', 'high');
    const done = new Promise<void>((resolve) => {
      img.addEventListener('load', () => resolve(), { once: true });
      img.addEventListener('error', () => {
        img.remove();
        resolve();
      }, { once: true });
    });
    img.src = srcs[index] ?? '';
    slot.append(img);
    return done;
  });
  return Promise.all(pending).then(() => undefined);
}

/** The link of the cookie banner (the cookies page, a plain link before the app has loaded). */
const COOKIES_PAGE = '/profile/legalpolicy/cookies';

/**
 * The cookie banner as the app draws it (src/flows/cookieConsent/CookieBanner.tsx), appended after the app's
 * root. A tap on one of its buttons hides it and is handed to the app's cookie chart when it starts.
 */
export function drawCookieBanner(doc: Document, locale: LocaleCode): HTMLElement {
  const t = bootMessages[locale === 1033 ? 'en' : 'th'];
  const say = (id: string) => t[`consent.cookies.banner.${id}`] ?? '';
  const banner = element(doc, 'section', 'cookie-banner');
  banner.id = EARLY_COOKIE_BANNER_ID;
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-labelledby', `${EARLY_COOKIE_BANNER_ID}-title`);
  const title = element(doc, 'h2', 'cookie-banner__title', say('title'));
  title.id = `${EARLY_COOKIE_BANNER_ID}-title`;
  const text = element(doc, 'p', 'cookie-banner__text', `${say('description')} `);
  const link = element(doc, 'a', 'cookie-banner__link', say('detail'));
  link.href = COOKIES_PAGE;
  text.append(link);
  const actions = element(doc, 'div', 'cookie-banner__actions');
  const button = (label: string, variant: string, intent: EarlyBannerTap) => {
    const node = element(doc, 'button', `button button--${variant}`, say(label));
    node.type = 'button';
    node.addEventListener('click', () => {
      recordEarlyBannerTap(intent);
      banner.hidden = true;
    });
    return node;
  };
  actions.append(button('settings', 'secondary', 'settings'), button('reject', 'secondary', 'reject'), button('accept', 'primary', 'accept'));
  banner.append(title, text, actions);
  doc.body.append(banner);
  return banner;
}
