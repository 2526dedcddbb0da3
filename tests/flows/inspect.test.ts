/**
 * Live inspection is opt-in and development-only.
 */
import { describe, expect, it } from 'vitest';
import { getInspector, inspectionRequested } from '@/flows/shared/inspect';

describe('inspection switch', () => {
  it('is on with ?inspect or VITE_INSPECT=true in development', () => {
    expect(inspectionRequested('?inspect', { DEV: true })).toBe(true);
    expect(inspectionRequested('?flow=otp&inspect=1', { DEV: true })).toBe(true);
    expect(inspectionRequested('', { DEV: true, VITE_INSPECT: 'true' })).toBe(true);
  });

  it('is off without the flag, with ?inspect=false, and always outside development', () => {
    expect(inspectionRequested('', { DEV: true })).toBe(false);
    expect(inspectionRequested('?inspect=false', { DEV: true })).toBe(false);
    expect(inspectionRequested('?inspect', { DEV: false })).toBe(false);
    expect(inspectionRequested('?inspect', { DEV: false, VITE_INSPECT: 'true' })).toBe(false);
  });

  it('gives no inspect option when the page did not ask for it', () => {
    expect(getInspector()).toBeUndefined();
  });
});
