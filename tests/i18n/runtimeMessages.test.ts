import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';
import { isCoreMessage } from '@/i18n/coreMessages';

const thaiCore = () => Object.fromEntries(Object.entries(messages.th).filter(([id]) => isCoreMessage(id)));

describe('runtime catalogues (the Thai core bundled, the rest of Thai and English on demand)', () => {
  it('has the Thai core at once and English only after it is loaded, loading it once', async () => {
    vi.resetModules();
    const runtime = await import('@/i18n/runtimeMessages');
    expect(runtime.loadedMessages('th')).toEqual(thaiCore());
    expect(runtime.loadedMessages('en')).toBeUndefined();
    expect(runtime.messagesOrDefault('en')).toEqual(thaiCore());
    const first = runtime.loadMessages('en');
    expect(runtime.loadMessages('en')).toBe(first);
    expect(await first).toEqual(messages.en);
    expect(runtime.loadedMessages('en')).toEqual(messages.en);
    expect(runtime.messagesOrDefault('en')).toEqual(messages.en);
  });

  it('loads the rest of Thai once, tells subscribers, and withMessages resolves only after it', async () => {
    vi.resetModules();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.doMock('@/i18n/thaiRest', async () => {
      await gate;
      return vi.importActual('@/i18n/thaiRest');
    });
    const runtime = await import('@/i18n/runtimeMessages');
    const heard = vi.fn();
    runtime.subscribeMessages(heard);
    expect(runtime.isComplete('th')).toBe(false);
    const version = runtime.messagesVersion();
    let moduleReady = false;
    const page = runtime.withMessages(() => Promise.resolve('module'))().then((value) => {
      moduleReady = true;
      return value;
    });
    runtime.preloadMessages();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(moduleReady).toBe(false);
    // The other half may be merged already (each half as it arrives); the held one is not.
    const { thaiRestMessages: heldHalf } = (await vi.importActual('@/i18n/thaiRest')) as { thaiRestMessages: Record<string, string> };
    expect(Object.keys(heldHalf).filter((id) => id in runtime.loadedMessages('th')!)).toEqual([]);
    expect(runtime.loadedMessages('th')).toMatchObject(thaiCore());
    release();
    expect(await page).toBe('module');
    expect(runtime.isComplete('th')).toBe(true);
    expect(runtime.loadedMessages('th')).toEqual(messages.th);
    expect(runtime.messagesOrDefault('en')).toEqual(messages.th);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(runtime.messagesVersion()).toBe(version + 1);
    expect(await runtime.loadMessages('th')).toEqual(messages.th);
    vi.doUnmock('@/i18n/thaiRest');
  });

  it('a failed download of the rest fails the wrapped load (the route shows its reload page)', async () => {
    vi.resetModules();
    vi.doMock('@/i18n/thaiRest', async () => {
      throw new Error('offline');
    });
    const runtime = await import('@/i18n/runtimeMessages');
    await expect(runtime.withMessages(() => Promise.resolve(1))()).rejects.toThrow();
    expect(runtime.isComplete('th')).toBe(false);
    vi.doUnmock('@/i18n/thaiRest');
  });
});
