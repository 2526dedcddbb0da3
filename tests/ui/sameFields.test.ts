import { describe, expect, it } from 'vitest';
import { sameFields } from '@/ui/common/sameFields';

describe('sameFields', () => {
  it('is equal for objects with the same values in every field', () => {
    const error = { status: 500, message: 'down' };
    expect(sameFields({ kind: 'failed', error }, { kind: 'failed', error })).toBe(true);
    expect(sameFields({ show: true, busy: false, failed: null }, { show: true, busy: false, failed: null })).toBe(true);
  });

  it('differs when a value, the set of fields, or a nested object identity differs', () => {
    expect(sameFields({ kind: 'loading', slow: false }, { kind: 'loading', slow: true })).toBe(false);
    expect(sameFields<Record<string, unknown>>({ kind: 'empty' }, { kind: 'empty', slow: undefined })).toBe(false);
    expect(sameFields<Record<string, unknown>>({ kind: 'empty', slow: undefined }, { kind: 'empty', other: undefined })).toBe(false);
    expect(sameFields({ error: { status: 1 } }, { error: { status: 1 } })).toBe(false);
  });
});
