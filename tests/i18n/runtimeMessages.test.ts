import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/messages';

describe('runtime catalogues (issue 12: English on demand)', () => {
  it('has Thai at once and English only after it is loaded, loading it once', async () => {
    vi.resetModules();
    const runtime = await import('@/i18n/runtimeMessages');
    expect(runtime.loadedMessages('th')).toEqual(messages.th);
    expect(runtime.loadedMessages('en')).toBeUndefined();
    expect(runtime.messagesOrDefault('en')).toEqual(messages.th);
    const first = runtime.loadMessages('en');
    expect(runtime.loadMessages('en')).toBe(first);
    expect(await first).toEqual(messages.en);
    expect(runtime.loadedMessages('en')).toEqual(messages.en);
    expect(runtime.messagesOrDefault('en')).toEqual(messages.en);
  });
});
