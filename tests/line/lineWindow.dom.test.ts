/** The one module that runs LINE's popup windows (share-picker window and sub-window) for their flows. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostLineWindow, popupFeatures, type LineWindowEvent } from '@/platform/line/lineWindow';
import { lineFeatureError, LineFeatureFailure } from '@/domain/line/featureErrors';

type Opened = { type: 'WINDOW.OPENED'; ott: string };

function fakeWindow() {
  const win = { closed: false, location: { href: 'about:blank' }, close: vi.fn(() => (win.closed = true)), postMessage: vi.fn() };
  return win;
}

function run(locate: (signal: AbortSignal) => Promise<{ url: string; opened: Opened }>, win: ReturnType<typeof fakeWindow> | null = fakeWindow()) {
  const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
  const events: Array<LineWindowEvent<Opened>> = [];
  let check: (event: { type: 'WINDOW.CHECK' }) => void = () => {};
  const stop = hostLineWindow<Opened>({
    name: 'line-share-picker',
    width: 480,
    height: 640,
    payload: { messages: [{ type: 'text', text: 'hi' }] },
    failureReason: 'shareFailed',
    locate,
    sendBack: (event) => events.push(event),
    receive: (listener) => (check = listener),
  });
  return { open, events, stop, win, check: () => check({ type: 'WINDOW.CHECK' }) };
}

afterEach(() => vi.restoreAllMocks());

describe('hostLineWindow', () => {
  it('opens a centred 480x640 popup at once, sends it to the located address, reports it opened, then closed', async () => {
    const { open, events, win, check } = run(async () => ({ url: 'http://localhost/liff/shareTargetPicker?ott=abc', opened: { type: 'WINDOW.OPENED', ott: 'abc' } }));
    expect(open).toHaveBeenCalledWith('about:blank', 'line-share-picker', expect.stringContaining('width=480,height=640'));
    await vi.waitFor(() => expect(events).toEqual([{ type: 'WINDOW.OPENED', ott: 'abc' }]));
    expect(win!.location.href).toBe('http://localhost/liff/shareTargetPicker?ott=abc');
    check();
    expect(events).toHaveLength(1);
    win!.closed = true;
    check();
    expect(events.at(-1)).toEqual({ type: 'WINDOW.CLOSED' });
  });

  it('reports a blocked popup', () => {
    const { events } = run(async () => ({ url: 'x', opened: { type: 'WINDOW.OPENED', ott: 'a' } }), null);
    expect(events).toEqual([{ type: 'WINDOW.BLOCKED' }]);
  });

  it('closes the window on a failure: a feature failure keeps its reason, anything else gets the flow reason and status', async () => {
    const first = run(async () => {
      throw new LineFeatureFailure(lineFeatureError('loginRequired', { sdkMessage: 'needAccessToken' }));
    });
    await vi.waitFor(() => expect(first.events).toHaveLength(1));
    expect(first.events[0]).toMatchObject({ type: 'WINDOW.FAILED', error: { reason: 'loginRequired', sdkMessage: 'needAccessToken' } });
    expect(first.win!.close).toHaveBeenCalled();
    const second = run(async () => {
      throw Object.assign(new Error('boom'), { status: 503 });
    });
    await vi.waitFor(() => expect(second.events).toHaveLength(1));
    expect(second.events[0]).toMatchObject({ type: 'WINDOW.FAILED', error: { reason: 'shareFailed', status: 503 } });
  });

  it('leaving the state aborts the call, closes the window and reports nothing', async () => {
    let aborted = false;
    const { events, stop, win } = run(
      (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    );
    stop();
    await Promise.resolve();
    expect(aborted).toBe(true);
    expect(win!.close).toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('hands the page its payload when it says it is ready, and only that window', () => {
    const { win } = run(() => new Promise(() => {}));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'liff.window.ready' }, origin: 'http://localhost', source: window }));
    expect(win!.postMessage).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'liff.window.ready' }, origin: 'http://localhost', source: win as unknown as Window }));
    expect(win!.postMessage).toHaveBeenCalledWith({ type: 'liff.window.payload', payload: { messages: [{ type: 'text', text: 'hi' }] } }, 'http://localhost');
  });

  it('centres the popup on the screen', () => {
    expect(popupFeatures(480, 640)).toMatch(/^popup=yes,width=480,height=640,left=\d+,top=\d+$/);
  });
});
