/**
 * /dev/flows (development and sandbox builds only): the flow player. Product owners pick a catalogued
 * flow, see its chart with the current state highlighted, fire the events that can happen now (the
 * descriptor's sample payloads; invoked calls are stubs whose outcomes are buttons; delays are "Wait"
 * buttons on a simulated clock), read the context and reset. Runs offline: nothing here calls the network.
 * With `?inspect` the player's actors also show in the Stately inspector.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AnyMachineSnapshot } from 'xstate';
import { catalogue } from '@machines/catalogue';
import { getInspector } from '@/flows/shared/inspect';
import { chartModel } from '@/flowTooling/chartModel';
import { chartSvg } from '@/flowTooling/chartSvg';
import { flowVariants, leafPaths } from '@/flowTooling/graph';
import { offeredEvents, startFlow, type FlowRun } from '@/flowTooling/player';
import { PageShell } from '@/ui/layout/PageShell';
import { FlowPlayerView } from './FlowPlayerView';

const noop = () => () => {};

function useSnapshot(run: FlowRun | undefined): AnyMachineSnapshot | undefined {
  return useSyncExternalStore(
    run ? (onChange) => { const sub = run.actor.subscribe({ next: onChange, error: onChange }); return () => sub.unsubscribe(); } : noop,
    () => run?.actor.getSnapshot() as AnyMachineSnapshot | undefined,
  );
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? 'undefined';
  } catch {
    return String(value);
  }
}

export default function FlowPlayerRoute() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('flow');
  const flow = catalogue.find((f) => f.id === requested) ?? (requested ? undefined : catalogue[0]);
  const variants = useMemo(() => (flow ? flowVariants(flow) : []), [flow]);
  const variant = variants.find((v) => v.name === params.get('input')) ?? variants[0];
  const [session, setSession] = useState<{ run: FlowRun; flowId: string; steps: number } | undefined>();
  const [resets, setResets] = useState(0);

  useEffect(() => {
    if (!flow) return undefined;
    const inspect = getInspector();
    const run = startFlow(flow, { input: variant?.input, ...(inspect ? { inspect } : {}) });
    setSession({ run, flowId: flow.id, steps: 0 });
    return () => {
      run.actor.stop();
    };
  }, [flow, variant, resets]);

  const run = session && session.flowId === flow?.id ? session.run : undefined;
  const snapshot = useSnapshot(run);
  const model = useMemo(() => (flow ? chartModel(flow.machine) : undefined), [flow]);
  const active = useMemo(
    () => (snapshot ? (snapshot as unknown as { _nodes: Array<{ id: string }> })._nodes.map((n) => n.id) : []),
    [snapshot],
  );
  const svg = useMemo(() => (model ? chartSvg(model, { active, label: flow?.title ?? model.id }) : undefined), [model, active, flow]);
  const offered = useMemo(() => (flow && snapshot ? offeredEvents(flow, snapshot) : []), [flow, snapshot]);

  const fire = (key: string) => {
    const choice = offered.find((e) => e.key === key);
    if (!run || !choice) return;
    if (choice.waitMs !== undefined) run.clock.increment(choice.waitMs);
    else run.actor.send(choice.event);
    setSession((s) => (s ? { ...s, steps: s.steps + 1 } : s));
  };

  return (
    <PageShell titleId="flows.title" showNav={false} showMember={false}>
      {requested && !flow ? (
        <p role="alert">
          <FormattedMessage id="flows.unknown" values={{ id: requested }} />
        </p>
      ) : null}
      <FlowPlayerView
        flows={catalogue.map((f) => ({ id: f.id, title: f.title, purpose: f.purpose }))}
        selectedId={flow?.id}
        onSelect={(id) => setParams(() => new URLSearchParams({ flow: id }))}
        variants={variants.map((v) => v.name)}
        {...(variant ? { selectedVariant: variant.name, inputJson: safeJson(variant.input) } : {})}
        onVariant={(name) => setParams((p) => { const next = new URLSearchParams(p); next.set('input', name); return next; })}
        {...(svg ? { chartSvg: svg } : {})}
        currentStates={snapshot ? leafPaths(snapshot) : []}
        status={snapshot?.status ?? 'active'}
        events={offered.map((e) => ({ key: e.key, type: e.event.type, ...(e.payload ? { payload: e.payload } : {}), ...(e.waitMs !== undefined ? { waitMs: e.waitMs } : {}) }))}
        onFire={fire}
        contextJson={snapshot ? safeJson(snapshot.context) : ''}
        stepCount={session?.steps ?? 0}
        onReset={() => setResets((n) => n + 1)}
      />
    </PageShell>
  );
}
