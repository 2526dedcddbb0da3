// @vitest-environment node
/**
 * The flows tooling on its own fixture: config check, chart model, Mermaid, SVG, plans, limits.
 */
import { describe, expect, it } from 'vitest';
import { assign, createMachine, fromPromise, setup } from 'xstate';
import { defineFlow, type FlowDescriptor } from '@machines/flow';
import { chartModel } from '@/flowTooling/chartModel';
import { chartSvg } from '@/flowTooling/chartSvg';
import { configProblems } from '@/flowTooling/configCheck';
import { analyseFlow, plansTo, simplePlans, staleDeclarations } from '@/flowTooling/graph';
import { plansToMarkdown } from '@/flowTooling/format';
import { toMermaid } from '@/flowTooling/mermaid';
import { offeredEvents, startFlow } from '@/flowTooling/player';
import { voucherFlow } from './fixtures/voucher.flow';
import { voucherMachine } from './fixtures/voucher.machine';

const flow = voucherFlow as unknown as FlowDescriptor;

describe('config check', () => {
  it('accepts a machine that names everything', () => {
    expect(configProblems(voucherMachine)).toEqual([]);
  });

  it('names inline guards, actions, actors and missing invoke ids', () => {
    const bad = createMachine({
      id: 'bad',
      initial: 'a',
      context: { n: 0 },
      states: {
        a: {
          entry: assign({ n: 1 }),
          on: { GO: { guard: () => true, target: 'b', actions: () => {} } },
        },
        b: { invoke: { src: fromPromise(async () => 1) } },
      },
    });
    const problems = configProblems(bad);
    expect(problems).toEqual([
      'a entry: inline action (xstate.assign); name it in setup({ actions }) and reference it by name',
      'a on GO: inline guard function; name it in setup({ guards }) and reference it by name',
      'a on GO: inline action; name it in setup({ actions }) and reference it by name',
      'b invoke[0]: src must be the name of an actor in setup({ actors }), not object',
      'b invoke[0]: give the invoke an explicit id (equal to its src) so its outcomes read xstate.done.actor.<id>',
    ]);
  });

  it('names references to implementations setup() does not define', () => {
    const typo = setup({ guards: { hasCode: () => true }, actions: { store: () => {} }, delays: { wait: 10 } }).createMachine({
      id: 'typo',
      initial: 'a',
      states: {
        a: { on: { GO: { guard: 'hasCod' as never, target: 'b', actions: 'stor' as never } } },
        b: { after: { wiat: 'a' } as never, invoke: { id: 'load', src: 'load' } as never },
      },
    });
    expect(configProblems(typo)).toEqual([
      'a on GO: guard "hasCod" is not defined in setup({ guards })',
      'a on GO: action "stor" is not defined in setup({ actions })',
      'b after wiat: delay "wiat" is not defined in setup({ delays })',
      'b invoke[0]: actor "load" is not defined in setup({ actors })',
    ]);
  });
});

describe('charts', () => {
  const model = chartModel(voucherMachine);

  it('counts states and transitions', () => {
    expect(model.states).toHaveLength(14);
    expect(model.transitions).toHaveLength(11);
  });

  it('writes Mermaid with nesting, parallel regions, guards, delays, finals and notes', () => {
    const mermaid = toMermaid(model);
    expect(mermaid).toMatch(/^stateDiagram-v2/);
    expect(mermaid).toContain('state "editing" as s_editing {');
    expect(mermaid).toContain('s_editing --> s_redeeming : VOUCHER.SUBMIT [hasCode]');
    expect(mermaid).toContain('s_locked --> s_editing : after 3s');
    expect(mermaid).toContain('s_redeemed_receipt_shown --> s_redeemed_receipt_hidden : after 1.5s');
    expect(mermaid).toContain('s_redeeming --> s_redeemed : done redeemVoucher');
    expect(mermaid).toMatch(/state "receipt" as s_redeemed_receipt \{[\s\S]*\n {4}--\n {4}state "points"/);
    expect(mermaid).toContain('s_done --> [*]');
    expect(mermaid).toContain('note right of s_failed');
  });

  it('draws an SVG that highlights the active states and escapes text', () => {
    const svg = chartSvg(model, { active: ['fixtureVoucher.locked'] });
    expect(svg).toContain('<g class="state kind-atomic active" data-state-id="fixtureVoucher.locked"');
    // Drawn with presentation attributes, no <style>: the app's Content Security Policy refuses inline style.
    expect(svg).not.toMatch(/<style|\sstyle=/);
    const locked = svg.slice(svg.indexOf('data-state-id="fixtureVoucher.locked"'));
    expect(locked).toMatch(/^[^>]*>\s*<title>[^<]*<\/title>\s*<rect class="box"[^>]* fill="#fff7d6" stroke="#b7791f"/);
    expect(chartSvg(model)).not.toContain('#fff7d6');
    expect(svg).toContain('VOUCHER.SUBMIT [hasCode] → redeeming');
    expect(svg).toContain('after 1.5s → redeemed.receipt.hidden');
    expect(chartSvg(model)).toBe(chartSvg(model));
  });
});

describe('paths', () => {
  const analysis = analyseFlow(flow);

  it('starts every plan from the initial state and numbers its steps', () => {
    for (const plan of analysis.plans) {
      expect(plan.start).toEqual(['editing.empty']);
      plan.steps.forEach((s, i) => expect(s.n).toBe(i + 1));
    }
  });

  it('reads delays as waits', () => {
    const toLocked = plansTo(analysis, 'editing').find((p) => p.steps.some((s) => s.event.startsWith('xstate.after.cooldown')));
    expect(toLocked?.steps.at(-1)).toMatchObject({ action: 'wait 3 s', waitMs: 3000, expected: ['editing.empty'] });
    const md = plansToMarkdown(flow.id, flow.title, analysis.plans);
    expect(md).toContain('Wait 1.5 s → expect **redeemed.points.refreshing + redeemed.receipt.hidden**');
    expect(md).toContain('1. Send VOUCHER.CODE_TYPED {"code":"GIFT-2024"} → expect **editing.filled**');
  });

  it('filters to a state with --to', () => {
    const plans = plansTo(analysis, 'locked');
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) expect(p.steps.at(-1)?.expected).toEqual(['locked']);
    expect(() => plansTo(analysis, 'nowhere')).toThrow(/No state "nowhere"/);
  });

  it('lists simple paths between two states', () => {
    const plans = simplePlans(flow, 'failed', 'locked');
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) {
      expect(p.steps.some((s) => s.expected.includes('failed'))).toBe(true);
      expect(p.steps.at(-1)?.expected).toEqual(['locked']);
    }
  });

  it('covers every state and transition of the fixture', () => {
    expect(analysis.coverage.states.every((s) => s.covered)).toBe(true);
    expect(analysis.coverage.transitions.every((t) => t.covered)).toBe(true);
  });

  it('explores every input variant and merges their coverage', () => {
    const noRetries = analysis.plans.filter((p) => p.variant === 'noRetries');
    expect(noRetries.length).toBeGreaterThan(0);
    expect(noRetries.every((p) => p.title.startsWith('[noRetries] ') && JSON.stringify(p.input) === '{"maxAttempts":0}')).toBe(true);
    const locked = noRetries.find((p) => p.steps.at(-1)?.expected.includes('locked'));
    expect(locked?.steps.map((s) => s.event)).toEqual(['VOUCHER.CODE_TYPED', 'VOUCHER.SUBMIT', 'xstate.error.actor.redeemVoucher', 'VOUCHER.RETRY']);
    expect(simplePlans(flow, 'failed', 'locked', 10, 'noRetries')[0]?.variant).toBe('noRetries');
  });

  it('explains an endless graph instead of hanging', () => {
    const counter = setup({ types: { context: {} as { n: number } }, actions: { inc: assign({ n: ({ context }) => context.n + 1 }) } }).createMachine({
      id: 'counter',
      context: { n: 0 },
      on: { INC: { actions: 'inc' } },
    });
    const endless = defineFlow({ id: 'counter', title: 'Counter', purpose: 'Counts', machine: counter, screen: { none: 'a tooling fixture' }, events: { INC: [{}] }, serializeState: (s) => JSON.stringify(s.context), limit: 50 });
    expect(() => analyseFlow(endless as unknown as FlowDescriptor)).toThrow(/more than 50 distinct states.*serializeState/);
  });

  it('honours declared unreachable states and transitions', () => {
    const declared = { ...flow, input: { maxAttempts: 0 }, inputs: {}, unreachable: { 'failed -> VOUCHER.RETRY [canRetry]': 'no retries in this variant' } };
    const a = analyseFlow(declared);
    const retry = a.coverage.transitions.find((t) => t.name === 'failed -> VOUCHER.RETRY [canRetry]');
    expect(retry).toMatchObject({ covered: false, declared: 'no retries in this variant' });
    expect(a.coverage.unknownDeclarations).toEqual([]);
    expect(staleDeclarations(a.coverage)).toEqual([]);
    const stale = analyseFlow({ ...flow, unreachable: { 'editing.filled': 'wrongly declared', 'locked -> after 3s': 'wrongly declared' } });
    expect(staleDeclarations(stale.coverage).sort()).toEqual(['editing.filled', 'locked -> after 3s']);
  });
});

describe('player', () => {
  it('offers the events that can fire now, outcomes and waits included', () => {
    const run = startFlow(flow);
    const labels = () => offeredEvents(flow, run.actor.getSnapshot()).map((e) => e.label + (e.payload ?? ''));
    expect(labels()).toEqual(['VOUCHER.CODE_TYPED{"code":"GIFT-2024"}', 'VOUCHER.CODE_TYPED{"code":""}']);
    run.actor.send({ type: 'VOUCHER.CODE_TYPED', code: 'X' });
    expect(labels()).toContain('VOUCHER.SUBMIT');
    run.actor.send({ type: 'VOUCHER.SUBMIT' });
    expect(labels()).toEqual(['xstate.done.actor.redeemVoucher{"output":{"serial":"SN-1"}}', 'xstate.error.actor.redeemVoucher{"error":{"code":"VOUCHER_USED"}}']);
    run.actor.send({ type: 'xstate.done.actor.redeemVoucher', output: { serial: 'SN-1' } });
    const wait = offeredEvents(flow, run.actor.getSnapshot()).find((e) => e.waitMs !== undefined);
    expect(wait).toMatchObject({ label: 'wait 1.5 s', waitMs: 1500 });
    run.clock.increment(1500);
    expect(run.actor.getSnapshot().value).toEqual({ redeemed: { receipt: 'hidden', points: 'refreshing' } });
    run.actor.stop();
  });
});
