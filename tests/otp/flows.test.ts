import { describe, expect, it } from 'vitest';
import { analyseFlow } from '@/flowTooling/graph';
import { loginFlow } from '@machines/login/login.flow';
import { otpFlow } from '@machines/otp/otp.flow';

describe.each([otpFlow, loginFlow])('$id flow descriptor', (flow) => {
  it('gives a finite graph that reaches every state and transition not declared unreachable', () => {
    const analysis = analyseFlow(flow);
    const missed = [...analysis.coverage.states, ...analysis.coverage.transitions].filter((i) => !i.covered && !i.declared);
    expect(missed).toEqual([]);
    expect(analysis.coverage.errors).toEqual([]);
    expect(analysis.coverage.missingSamples).toEqual([]);
    expect(analysis.coverage.unknownDeclarations).toEqual([]);
    expect(analysis.ms).toBeLessThan(5000);
  });
});
