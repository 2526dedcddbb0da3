import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTracker, injectScript, installAnalyticsStub, preloadScript } from '@/platform/scripts';

afterEach(() => {
  document.head.querySelectorAll('script, link').forEach((s) => s.remove());
  delete window.bzbsAnalytics;
});

function lastScript(): HTMLScriptElement {
  const all = document.head.querySelectorAll('script');
  return all[all.length - 1] as HTMLScriptElement;
}

describe('script injection', () => {
  it('appends an async <script> and resolves on load; a second load of the same address is free', async () => {
    const loading = injectScript('/sandbox-scripts/bot-check.js?v=1.0.0.20260101.1');
    const script = lastScript();
    expect(script.src).toBe('http://localhost:3000/sandbox-scripts/bot-check.js?v=1.0.0.20260101.1');
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    await expect(injectScript('/sandbox-scripts/bot-check.js?v=1.0.0.20260101.1')).resolves.toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('rejects and removes the element when the script fails', async () => {
    const loading = injectScript('/missing.js');
    lastScript().dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Script failed to load: /missing.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('rejects when the chart gives up (abort)', async () => {
    const controller = new AbortController();
    const loading = injectScript('/slow.js', controller.signal);
    controller.abort();
    await expect(loading).rejects.toThrow('abandoned');
  });
});

describe('script preload', () => {
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

  it('asks for the bytes at the low priority of an async script, once per address', () => {
    preloadScript('/sandbox-scripts/custom.js?v=1');
    preloadScript('/sandbox-scripts/custom.js?v=1');
    expect(preloads().map((l) => [l.getAttribute('as'), l.href, l.getAttribute('fetchpriority')])).toEqual([['script', 'http://localhost:3000/sandbox-scripts/custom.js?v=1', 'low']]);
  });

  it('the script that runs later is an ordinary async script of the same address, and a loaded one is not asked for again', async () => {
    preloadScript('/sandbox-scripts/custom.js?v=1');
    const loading = injectScript('/sandbox-scripts/custom.js?v=1');
    expect(lastScript().src).toBe(preloads()[0]?.href);
    lastScript().dispatchEvent(new Event('load'));
    await loading;
    preloads()[0]?.remove();
    preloadScript('/sandbox-scripts/custom.js?v=1');
    expect(preloads()).toHaveLength(0);
  });
});

describe('analytics stub and tracker', () => {
  it('the stub swallows calls; the tracker never throws', () => {
    installAnalyticsStub();
    expect(window.bzbsAnalytics?.disabled).toBe(true);
    expect(() => createTracker().track('campaign_close')).not.toThrow();
  });

  it('the tracker forwards to the analytics global', () => {
    const track = vi.fn();
    window.bzbsAnalytics = { track };
    createTracker().track('earnpoint_close', { from: 'dialog' });
    expect(track).toHaveBeenCalledWith('earnpoint_close', { from: 'dialog' });
  });

  it('the stub does not replace a real analytics global', () => {
    const real = { track: vi.fn() };
    window.bzbsAnalytics = real;
    installAnalyticsStub();
    expect(window.bzbsAnalytics).toBe(real);
  });
});
