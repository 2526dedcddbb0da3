import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createWelcomePointMachine } from '@machines/welcomePoint/welcomePoint.machine';

function start(points: number) {
  let acknowledged = 0;
  const actor = createActor(createWelcomePointMachine({ actions: { acknowledge: () => void (acknowledged += 1) } }), { input: { points } }).start();
  return { actor, acknowledged: () => acknowledged };
}

describe('welcomePoint', () => {
  it('shows with welcome points; OK acknowledges once and closes', () => {
    const { actor, acknowledged } = start(100);
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().context.points).toBe(100);
    actor.send({ type: 'WELCOME.OK' });
    expect(actor.getSnapshot().matches('dismissed')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'WELCOME.OK' })).toBe(false);
    actor.send({ type: 'WELCOME.OK' });
    expect(acknowledged()).toBe(1);
  });

  it.each([0, -5, Number.NaN])('shows nothing for %s points', (points) => {
    const { actor, acknowledged } = start(points);
    expect(actor.getSnapshot().matches('dismissed')).toBe(true);
    expect(acknowledged()).toBe(0);
  });
});
