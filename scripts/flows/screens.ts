/**
 * The screen-replay gate: every flow declared with `screen: true` has its generated paths driven through its
 * rendered UI by an executor map in tests/flows/screens/<id>.ui.test.tsx (docs/conventions.md, "Screen
 * replays"); every other flow says why it has no screen. Used by `npm run coverage:flows` and
 * tests/flows/screens.gate.test.ts. The replay file itself checks, when it runs, that its executors cover every
 * event the chart handles and that every state a person can reach has an expectation.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowDescriptor } from '../../machines/flow';

/** Where screen replays live, relative to the repository root. */
const SCREEN_REPLAY_DIR = 'tests/flows/screens';

/** The replay file of a flow. */
function screenReplayFile(id: string): string {
  return `${SCREEN_REPLAY_DIR}/${id}.ui.test.tsx`;
}

export interface ScreenStatus {
  id: string;
  /** `replayed`, `none: <reason>`, `KNOWN GAP: <what is missing>`, or what is wrong. */
  text: string;
  ok: boolean;
  /** A flow with a screen whose replay is listed in KNOWN_GAPS: reported by the gate, not failed (yet). */
  gap?: boolean;
}

/**
 * Flows with a screen whose executor map is not written yet. The gate reports each one (vitest test title and
 * the `npm run coverage:flows` table say KNOWN GAP) instead of failing; an entry whose replay file exists fails
 * (take it off the list). The list only shrinks: a new flow with a screen brings its map.
 */
export const KNOWN_GAPS: Record<string, string> = {
};

/** The screen status of each flow (root: the repository root). */
export function screenStatuses(flows: FlowDescriptor[], root: string): ScreenStatus[] {
  return flows.map((flow) => {
    const screen = flow.screen as FlowDescriptor['screen'] | undefined;
    if (screen === true) {
      const file = screenReplayFile(flow.id);
      const gap = KNOWN_GAPS[flow.id];
      if (gap !== undefined) {
        if (existsSync(join(root, file))) return { id: flow.id, ok: false, text: `${file} exists: take ${flow.id} off KNOWN_GAPS in scripts/flows/screens.ts` };
        return { id: flow.id, ok: true, gap: true, text: `KNOWN GAP: no executor map yet (${file}): ${gap}` };
      }
      if (!existsSync(join(root, file))) {
        return { id: flow.id, ok: false, text: `MISSING: has a screen but no executor map (${file}; see docs/conventions.md, "Screen replays")` };
      }
      const text = readFileSync(join(root, file), 'utf8');
      if (!text.includes('replayThroughScreen(')) return { id: flow.id, ok: false, text: `${file} does not call replayThroughScreen()` };
      if (!/satisfies Record<FlowEventType<(typeof )?\w+>, ScreenExecutor>/.test(text)) {
        return { id: flow.id, ok: false, text: `${file}: the executor map is not checked with satisfies Record<FlowEventType<typeof machine>, ScreenExecutor>` };
      }
      return { id: flow.id, ok: true, text: 'replayed' };
    }
    if (screen && typeof screen === 'object' && typeof screen.none === 'string' && screen.none.trim() !== '') {
      return { id: flow.id, ok: true, text: `none: ${screen.none}` };
    }
    return { id: flow.id, ok: false, text: 'declare `screen: true` (and add an executor map) or `screen: { none: reason }`' };
  });
}

/** The tooling's own example flow (tests/flows/fixtures), replayed like a product flow but not in the catalogue. */
const TOOLING_FIXTURES = new Set(['fixtureVoucher']);

/** Replay files that belong to no flow with a screen (a renamed flow, or one that lost its screen). */
export function orphanReplays(flows: FlowDescriptor[], root: string): string[] {
  const dir = join(root, SCREEN_REPLAY_DIR);
  if (!existsSync(dir)) return [];
  const withScreen = new Set([...TOOLING_FIXTURES, ...flows.filter((f) => f.screen === true).map((f) => f.id)]);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ui.test.tsx'))
    .map((name) => name.slice(0, -'.ui.test.tsx'.length))
    .filter((id) => !withScreen.has(id))
    .map(screenReplayFile);
}
