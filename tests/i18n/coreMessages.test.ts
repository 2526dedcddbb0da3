/**
 * The Thai core bundled with the app shell (src/i18n/coreMessages.ts) holds every message the
 * first route can show, and core ∪ rest is the whole catalogue. The first route's modules are found as the
 * bundler finds them (tests/i18n/staticGraph.ts): the entry's static imports, plus the routes the router
 * loads without the rest of Thai (`lazyPage(…, 'core')`).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_MESSAGE_PREFIXES, isCoreMessage } from '@/i18n/coreMessages';
import { messages } from '@/i18n/messages';
import { thaiCoreMessages } from '@/i18n/thai';
import { thaiRestMessages as thaiRestFirstHalf } from '@/i18n/thaiRest';
import { thaiRestSecondHalf } from '@/i18n/thaiRestSecondHalf';
import { messageIdsIn, repoPath, staticGraph } from './staticGraph';

const root = resolve(__dirname, '../..');
/** The rest of Thai, its two chunks together. */
const thaiRestMessages = { ...thaiRestFirstHalf, ...thaiRestSecondHalf };
const routerSource = readFileSync(join(root, 'src/app/router.tsx'), 'utf8');
/** Route modules the router loads with the core only. */
const coreRoutes = [...routerSource.matchAll(/lazyPage\(\(\) => import\('@\/([^']+)'\), undefined, 'core'\)/g)].map((m) => `src/${m[1]}.tsx`);
const firstRoute = staticGraph(['src/main.tsx', ...coreRoutes]);
/** Dynamic imports of the first route that show no message (with why). */
const SHOWS_NO_MESSAGES: Readonly<Record<string, string>> = {
  'src/platform/line/liffMock': 'the sandbox-only LIFF stand-in (no screen; its imports name LINE error ids it returns as data)',
};

describe('the Thai core', () => {
  it('the first route is the app shell, the reward page and the not-found page', () => {
    expect(coreRoutes).toEqual(['src/flows/rewardCatalog/RewardRoute.tsx', 'src/flows/notFound/NotFoundRoute.tsx']);
    const files = firstRoute.map(repoPath);
    for (const module of ['src/app/renderApp.tsx', 'src/app/dialogs/DialogHost.tsx', 'src/flows/cookieConsent/CookieConsentRoot.tsx', 'src/ui/layout/ErrorPage.tsx', 'src/flows/rewardCatalog/RewardCatalogView.tsx']) {
      expect(files).toContain(module);
    }
  });

  it('holds every message id the first route names', () => {
    const { ids } = messageIdsIn(firstRoute, messages.th);
    expect(ids.size).toBeGreaterThan(50);
    const outside = [...ids].filter(([id]) => !(id in thaiCoreMessages)).map(([id, file]) => `${id} (${file})`);
    expect(outside).toEqual([]);
  });

  it('holds every id of the prefixes the first route computes at run time (errors.business.…)', () => {
    const { prefixes } = messageIdsIn(firstRoute, messages.th);
    expect([...prefixes.keys()]).toContain('errors.business.');
    const outside = [...prefixes].flatMap(([prefix, file]) =>
      Object.keys(messages.th)
        .filter((id) => id.startsWith(prefix) && !(id in thaiCoreMessages))
        .map((id) => `${id} (${prefix}… in ${file})`),
    );
    expect(outside).toEqual([]);
  });

  it('what the first route loads on demand waits for the rest of Thai when it shows ids outside the core', () => {
    const unguarded: string[] = [];
    for (const file of firstRoute) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/import\('(@\/[^']+|\.{1,2}\/[^']+)'\)/g)) {
        const line = code.slice(code.lastIndexOf('\n', match.index) + 1, code.indexOf('\n', match.index));
        const guarded = /withMessages\(|lazyPage\(/.test(line) && !/'core'\)/.test(line) ? true : /onDemand[<(]/.test(line) && !/messages: 'core'/.test(line);
        if (guarded) continue;
        const target = match[1]!.startsWith('@/') ? `src/${match[1]!.slice(2)}` : join(repoPath(file), '..', match[1]!);
        const candidates = [`${target}.tsx`, `${target}.ts`, target].filter((path) => {
          try {
            readFileSync(join(root, path));
            return true;
          } catch {
            return false;
          }
        });
        if (candidates.length === 0 || target.includes('/sandbox/') || target in SHOWS_NO_MESSAGES) continue; // a package, the sandbox
        const { ids, prefixes } = messageIdsIn(staticGraph([candidates[0]!]), messages.th);
        const outside = [...ids.keys(), ...prefixes.keys()].filter((id) => !isCoreMessage(id));
        if (outside.length > 0) unguarded.push(`${repoPath(file)} loads ${match[1]} showing ${outside.slice(0, 3).join(', ')}…`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('core and rest are disjoint, and together the whole Thai catalogue, with the same ids as English', () => {
    expect(Object.keys(thaiRestFirstHalf).filter((id) => id in thaiRestSecondHalf)).toEqual([]);
    const core = Object.keys(thaiCoreMessages);
    const rest = Object.keys(thaiRestMessages);
    expect(core.filter((id) => id in thaiRestMessages)).toEqual([]);
    expect([...core, ...rest].sort()).toEqual(Object.keys(messages.th).sort());
    expect([...core, ...rest].sort()).toEqual(Object.keys(messages.en).sort());
    expect({ ...thaiCoreMessages, ...thaiRestMessages }).toEqual(messages.th);
    expect(core.every(isCoreMessage)).toBe(true);
    expect(rest.some(isCoreMessage)).toBe(false);
  });

  it('every core prefix names messages (no stale entry) and the core is the smaller part', () => {
    for (const prefix of CORE_MESSAGE_PREFIXES) expect(Object.keys(thaiCoreMessages).some((id) => id.startsWith(prefix)), prefix).toBe(true);
    expect(Object.keys(thaiCoreMessages).length).toBeLessThan(Object.keys(thaiRestMessages).length / 3);
  });
});
