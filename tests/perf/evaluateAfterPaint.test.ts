/** Issue 12: builds evaluate the app after the static shell has painted (scripts/vite/evaluateAfterPaint.ts). */
import { describe, expect, it, vi } from 'vitest';
import { bootSource, evaluateEntryAfterPaint } from '../../scripts/vite/evaluateAfterPaint';

const viteHtml = `<head>
    <script type="module" crossorigin src="/assets/index-AbC_12-x.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-intl-Q1.js">
    <link rel="modulepreload" crossorigin href="/assets/xstate.esm-Q2.js">
    <style>body{margin:0}</style>
  </head><body><div id="root"><header class="app-header">Points Club</header></div></body>`;

describe('index.html of a build', () => {
  it('preloads the entry where its script was, runs the boot script instead, and marks every modulepreload low', () => {
    const html = evaluateEntryAfterPaint(viteHtml, (entryUrl) => {
      expect(entryUrl).toBe('/assets/index-AbC_12-x.js');
      return '/assets/boot-0123456789.js';
    })!;
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-0123456789.js"></script>');
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-AbC_12-x.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-intl-Q1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/xstate.esm-Q2.js">',
    ]);
    // The entry is fetched before the boot script is even read (the same place in the document as before).
    expect(html.indexOf('index-AbC_12-x.js')).toBeLessThan(html.indexOf('boot-0123456789.js'));
    expect(html).toContain('<style>body{margin:0}</style>');
  });

  it('leaves an index.html without an entry script to the caller (the plugin fails the build)', () => {
    expect(evaluateEntryAfterPaint('<head></head>', () => '/assets/boot.js')).toBeUndefined();
  });
});

describe('the boot script', () => {
  /** Runs the boot script's text with the page's frame and task queues in the test's hands. */
  function runBoot(visibilityState: 'visible' | 'hidden') {
    const frames: Array<() => void> = [];
    const tasks: Array<() => void> = [];
    const imported = vi.fn();
    const source = bootSource('/assets/index-x.js').replace('import(', 'importModule(');
    // eslint-disable-next-line no-new-func -- the boot script's own text, with its globals as parameters
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'importModule', source)(
      { visibilityState },
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
      imported,
    );
    return { frames, tasks, imported };
  }

  it('imports the entry in a task after the next frame has been painted, not before', () => {
    const { frames, tasks, imported } = runBoot('visible');
    expect(imported).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]!();
    // The frame's callback runs before that frame paints: still nothing evaluated.
    expect(imported).not.toHaveBeenCalled();
    tasks[0]!();
    expect(imported).toHaveBeenCalledWith('/assets/index-x.js');
  });

  it('in a hidden tab (no frames until shown) imports the entry at once', () => {
    const { frames, imported } = runBoot('hidden');
    expect(imported).toHaveBeenCalledWith('/assets/index-x.js');
    expect(frames).toHaveLength(0);
  });
});
