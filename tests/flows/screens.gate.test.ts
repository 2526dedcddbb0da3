// @vitest-environment node
/**
 * The screen-replay gate: a flow declared with `screen: true` has an executor map driving its generated paths
 * through its rendered UI (tests/flows/screens/<id>.ui.test.tsx, checked with `satisfies`); every other flow
 * gives the reason it has no screen; no replay file is left without its flow. `npm run coverage:flows` applies
 * the same rule. See docs/conventions.md, "Screen replays".
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_GAPS, orphanReplays, screenStatuses } from '../../scripts/flows/screens';
import { allFlows } from './allFlows';

const root = resolve(import.meta.dirname, '../..');

describe('screen replays', () => {
  for (const status of screenStatuses(allFlows, root)) {
    it(`${status.id}: ${status.gap ? 'KNOWN GAP, no executor map yet' : status.ok ? status.text.slice(0, 60) : 'FAILS'}`, () => {
      expect(status.ok, `${status.id}: ${status.text}`).toBe(true);
    });
  }

  it('lists as known gaps only flows that have a screen', () => {
    const withScreen = allFlows.filter((f) => f.screen === true).map((f) => f.id);
    expect(Object.keys(KNOWN_GAPS).filter((id) => !withScreen.includes(id))).toEqual([]);
  });

  it('leaves no replay file without a flow that has a screen', () => {
    expect(orphanReplays(allFlows, root)).toEqual([]);
  });

  it('fails a flow with a screen and no executor map, and one that does not say', () => {
    const [flow] = allFlows;
    const missing = screenStatuses([{ ...flow!, id: 'noSuchFlow', screen: true }], root)[0]!;
    expect(missing.ok).toBe(false);
    expect(missing.text).toMatch(/^MISSING: has a screen but no executor map \(tests\/flows\/screens\/noSuchFlow\.ui\.test\.tsx/);
    const undeclared = screenStatuses([{ ...flow!, screen: undefined as never }], root)[0]!;
    expect(undeclared.ok).toBe(false);
    const gapId = Object.keys(KNOWN_GAPS)[0];
    if (gapId) {
      const gap = screenStatuses([{ ...flow!, id: gapId, screen: true }], root)[0]!;
      expect(gap).toMatchObject({ ok: true, gap: true });
      expect(gap.text).toMatch(/^KNOWN GAP: /);
    }
    const replayed = screenStatuses([{ ...flow!, id: 'otp', screen: true }], root)[0]!;
    expect(replayed).toEqual({ id: 'otp', ok: true, text: 'replayed' });
    const blankReason = screenStatuses([{ ...flow!, screen: { none: ' ' } }], root)[0]!;
    expect(blankReason.ok).toBe(false);
  });
});
