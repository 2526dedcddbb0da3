/**
 * What the boot script draws before the app has loaded (src/app/boot/firstPaint.ts, entry.ts, handOver.ts):
 * the start-up shell's boxes are the splash's own (so React's first render changes nothing on screen), the
 * pictures fill them without resizing them, the cookie banner is the app's banner in both languages and a tap
 * on it reaches the app once; the page's entry is started once, its chunks preloaded together; the build moves
 * the entry's script into the tag the boot script reads.
 */
import { readFileSync } from 'node:fs';
import { act, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createCookieConsentMachine } from '@machines/cookieConsent/cookieConsent.machine';
import { createCookieSettingsMachine } from '@machines/cookieConsent/cookieSettings.machine';
import type { CookieSync } from '@machines/cookieConsent/cookieConsent.types';
import { drawCookieBanner, drawShellPlaceholders, fillShellSlots } from '@/app/boot/firstPaint';
import { hasCookieChoice } from '@/app/boot/cookieChoice';
import { startEntry } from '@/app/boot/entry';
import { bootFirstScreenImages, offerBootFirstScreenImages, resetBootHandOver } from '@/app/boot/handOver';
import { EARLY_COOKIE_BANNER_ID, releaseEarlyCookieBanner } from '@/flows/cookieConsent/earlyBanner';
import { Splash } from '@/app/session/SessionRoot';
import { CookieBanner } from '@/flows/cookieConsent/CookieBanner';
import { CookieConsentScreen } from '@/flows/cookieConsent/CookieConsentRunner';
import type { CookieConsentActor } from '@/flows/cookieConsent/CookieConsentRoot';
import { allCookies, type CookieChoices } from '@/domain/consent/cookies';
import { projectMessages } from '../../scripts/i18n/messageFiles';
import { entryToMeta } from '../../scripts/vite/bootScript';

const messages = { th: projectMessages(process.cwd(), 'th'), en: projectMessages(process.cwd(), 'en') };

/** index.html's static shell (the frame React replaces), as the file has it. */
const STATIC_SHELL = /<div id="root">.*$/m.exec(readFileSync('index.html', 'utf8'))![0];

/** Every element under `root` as `tag.class[aria-hidden]`, in document order: the shape, not the words. */
function shape(root: Element): string[] {
  return [...root.querySelectorAll('*')].map((el) => `${el.tagName.toLowerCase()}.${el.className}${el.getAttribute('aria-hidden') ? '[hidden]' : ''}`);
}

function splashMain(pathname: string, images: readonly string[] = []): Element {
  return splashFrame(pathname, images).querySelector('main')!;
}

/** The splash's frame (header and main) as static markup. */
function splashFrame(pathname: string, images: readonly string[] = []): Element {
  offerBootFirstScreenImages(images);
  const html = renderToStaticMarkup(
    <IntlProvider locale="th" messages={messages.th}>
      <Splash pathname={pathname} />
    </IntlProvider>,
  );
  const host = document.createElement('div');
  host.innerHTML = html;
  host.querySelector('.session-splash')?.remove();
  return host.querySelector('.startup-shell')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie.split(';').forEach((pair) => (document.cookie = `${pair.split('=')[0]!.trim()}=; max-age=0`));
  resetBootHandOver();
  releaseEarlyCookieBanner();
});

describe('the start-up shell before the app', () => {
  it.each(['/', '/reward/101', '/reward', '/campaign/1001'])('%s: the boxes the splash draws, where the splash draws them', (pathname) => {
    document.body.innerHTML = STATIC_SHELL;
    const slots = drawShellPlaceholders(document, pathname);
    expect(slots?.slots.length).toBe(pathname.startsWith('/reward') ? 4 : 1);
    expect(shape(document.querySelector('main')!)).toEqual(shape(splashMain(pathname)));
    // The header too: the member strip's place, so the boxes sit at the same height.
    expect(shape(document.querySelector('header')!)).toEqual(shape(splashFrame(pathname).querySelector('header')!));
    expect(document.querySelectorAll('header .member-status')).toHaveLength(1);
    // And the frame's: room for the navigation (a side rail on a desktop).
    const classes = (el: Element) => [...el.classList].sort();
    expect(classes(document.querySelector('.startup-shell')!)).toEqual(classes(splashFrame(pathname)));
    expect(document.querySelector('.startup-shell')!.classList.contains('app-frame--with-nav')).toBe(true);
  });

  it('draws nothing on a page without placeholders, or twice', () => {
    document.body.innerHTML = STATIC_SHELL;
    expect(drawShellPlaceholders(document, '/login')).toBeUndefined();
    expect(drawShellPlaceholders(document, '/campaign/1001/reviews')).toBeUndefined();
    expect(drawShellPlaceholders(document, '/')).toBeDefined();
    expect(drawShellPlaceholders(document, '/')).toBeUndefined();
    expect(document.querySelectorAll('.startup-shell__banner')).toHaveLength(1);
  });

  it('fills the boxes in order, resolves once each picture has loaded or failed, and drops a failed one', async () => {
    document.body.innerHTML = STATIC_SHELL;
    const shell = drawShellPlaceholders(document, '/reward/101')!;
    let done = false;
    const shown = fillShellSlots(document, shell, ['/img/a.jpg', '/img/b.jpg']).then(() => (done = true));
    const imgs = [...document.querySelectorAll<HTMLImageElement>('.startup-shell__media img.startup-shell__image')];
    expect(imgs.map((img) => new URL(img.src).pathname)).toEqual(['/img/a.jpg', '/img/b.jpg']);
    expect(imgs.every((img) => img.alt === '')).toBe(true);
    imgs[0]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    imgs[1]!.dispatchEvent(new Event('error'));
    await shown;
    expect(document.querySelectorAll('img.startup-shell__image')).toHaveLength(1);
  });

  it('the splash keeps the pictures the boot script drew, in the same boxes', () => {
    const main = splashMain('/reward/101', ['/img/a.jpg', '/img/b.jpg']);
    expect([...main.querySelectorAll('.startup-shell__media img')].map((img) => img.getAttribute('src'))).toEqual(['/img/a.jpg', '/img/b.jpg']);
    expect(bootFirstScreenImages()).toEqual(['/img/a.jpg', '/img/b.jpg']);
    const campaign = splashMain('/campaign/1001', ['/img/c.jpg']);
    expect([...campaign.querySelectorAll('.startup-shell__picture img')].map((img) => img.getAttribute('src'))).toEqual(['/img/c.jpg']);
  });
});

describe('the cookie banner before the app', () => {
  it.each([
    [1054, 'th'],
    [1033, 'en'],
  ] as const)('%s: the app banner’s words, link and buttons, in the same shape', (locale, lang) => {
    const banner = drawCookieBanner(document, locale);
    const t = (id: string) => messages[lang][`consent.cookies.banner.${id}`];
    expect(banner.querySelector('h2')!.textContent).toBe(t('title'));
    expect(banner.querySelector('p')!.textContent).toBe(`${t('description')} ${t('detail')}`);
    expect(banner.querySelector('a')!.getAttribute('href')).toBe('/profile/legalpolicy/cookies');
    expect([...banner.querySelectorAll('button')].map((b) => b.textContent)).toEqual([t('settings'), t('reject'), t('accept')]);
    expect(banner.getAttribute('aria-labelledby')).toBe(banner.querySelector('h2')!.id);
    const app = render(
      <IntlProvider locale={lang} messages={messages[lang]}>
        <MemoryRouter>
          <CookieBanner onAccept={() => {}} onReject={() => {}} onSettings={() => {}} />
        </MemoryRouter>
      </IntlProvider>,
    );
    const appBanner = app.container.querySelector('section.cookie-banner')!;
    expect(shape(banner)).toEqual(shape(appBanner));
    expect(banner.textContent).toBe(appBanner.textContent);
  });

  it('a tap hides it and is handed to the app once; the app removes it', () => {
    drawCookieBanner(document, 1054);
    const banner = document.getElementById(EARLY_COOKIE_BANNER_ID)!;
    banner.querySelectorAll('button')[1]!.click();
    expect(banner.hidden).toBe(true);
    expect(releaseEarlyCookieBanner(document)).toBe('reject');
    expect(document.getElementById(EARLY_COOKIE_BANNER_ID)).toBeNull();
    expect(releaseEarlyCookieBanner(document)).toBeUndefined();
  });

  it('knows a remembered choice from the consent cookie', () => {
    expect(hasCookieChoice(document)).toBe(false);
    document.cookie = 'other=1';
    expect(hasCookieChoice(document)).toBe(false);
    document.cookie = 'pm_cookie_consent=%7B%7D';
    expect(hasCookieChoice(document)).toBe(true);
  });
});

describe("the app's cookie chart takes over the early banner", () => {
  function consentActor() {
    let answer: (value: CookieSync) => void = () => {};
    const machine = createCookieConsentMachine({
      actors: {
        syncCookieConsent: fromPromise<CookieSync, { signedIn: boolean }>(() => new Promise<CookieSync>((resolve) => (answer = resolve))),
        postCookieConsent: fromPromise<void, { choices: CookieChoices; tranId: string }>(async () => {}),
        startAnalytics: fromPromise(async () => {}),
        cookieSettings: createCookieSettingsMachine({ actors: { loadCookieContent: fromPromise(async () => ({ header: '', body: '', cookies: {} })) } }) as never,
      },
      actions: { stopAnalytics: () => undefined },
    });
    const actor = createActor(machine, { input: { stored: null, signedIn: false, locale: 'en', analyticsFlag: false, analyticsRunning: false } });
    actor.start();
    return { actor, answer: (v: CookieSync) => answer(v) };
  }

  function renderScreen(actor: ReturnType<typeof consentActor>['actor']) {
    return render(
      <IntlProvider locale="en" messages={messages.en}>
        <MemoryRouter>
          <CookieConsentScreen actor={actor as unknown as CookieConsentActor} />
        </MemoryRouter>
      </IntlProvider>,
    );
  }

  it('the early banner stays while the chart reads the policy version, then the app banner takes its place', async () => {
    drawCookieBanner(document, 1033);
    const { actor, answer } = consentActor();
    const screen = renderScreen(actor);
    expect(document.getElementById(EARLY_COOKIE_BANNER_ID)).not.toBeNull();
    expect(screen.container.querySelector('.cookie-banner')).toBeNull();
    await act(async () => answer({ version: '1', remote: null }));
    expect(document.getElementById(EARLY_COOKIE_BANNER_ID)).toBeNull();
    expect(screen.getAllByRole('region', { name: messages.en['consent.cookies.banner.title'] })).toHaveLength(1);
  });

  it('an Accept tapped on the early banner is the member’s choice: no banner, every category on', async () => {
    drawCookieBanner(document, 1033);
    const { actor, answer } = consentActor();
    const remembered: unknown[] = [];
    actor.on('cookies.remember', (event) => remembered.push(event.value.choices));
    const screen = renderScreen(actor);
    document.getElementById(EARLY_COOKIE_BANNER_ID)!.querySelectorAll('button')[2]!.click();
    await act(async () => answer({ version: '1', remote: null }));
    expect(document.getElementById(EARLY_COOKIE_BANNER_ID)).toBeNull();
    expect(screen.queryByRole('region', { name: messages.en['consent.cookies.banner.title'] })).toBeNull();
    expect(remembered).toEqual([allCookies(1)]);
  });
});

describe('starting the entry', () => {
  it('preloads the chunks the page names, imports the entry once, and does nothing without the tag', () => {
    document.head.innerHTML = '<meta name="app-entry" content="/assets/index-a.js /assets/react-b.js /assets/intl-c.js">';
    const load = vi.fn(async () => undefined);
    expect(startEntry(document, load)).toBe(true);
    expect(load).toHaveBeenCalledWith('/assets/index-a.js');
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/react-b.js', '/assets/intl-c.js']);
    expect(startEntry(document, load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("the build moves the entry's script and preloads into that tag", () => {
    const html = [
      '<head>',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/intl-c.js">',
      '<link rel="modulepreload" crossorigin href="/assets/index-a.js">',
      '<style>x</style>',
      '</head>',
    ].join('\n');
    const out = entryToMeta(html);
    expect(out).not.toMatch(/<script|modulepreload/);
    expect(out).toContain('<meta name="app-entry" content="/assets/index-a.js /assets/react-b.js /assets/intl-c.js">');
    expect(out).toContain('<style>x</style>');
    expect(entryToMeta('<head></head>')).toBe('<head></head>');
  });
});
