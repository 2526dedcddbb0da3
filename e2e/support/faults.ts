import type { APIRequestContext, Page } from '@playwright/test';

/** A fault of the sandbox fault switch (src/sandbox/faults.ts), keyed by operationId. */
export type { Fault } from '../../src/sandbox/faults';
import type { Fault } from '../../src/sandbox/faults';

function requestOf(target: Page | APIRequestContext): APIRequestContext {
  return 'request' in target ? target.request : target;
}

/** Sets a fault on one operation of the standalone sandbox (through the preview proxy). */
export async function setFault(target: Page | APIRequestContext, operationId: string, fault: Fault): Promise<void> {
  const res = await requestOf(target).post('/sandbox/__control/faults', { data: { operationId, fault } });
  if (!res.ok()) throw new Error(`setFault ${operationId} failed: ${res.status()} ${await res.text()}`);
}

/** Clears every fault. */
export async function clearFaults(target: Page | APIRequestContext): Promise<void> {
  const res = await requestOf(target).post('/sandbox/__control/faults', { data: { clear: true } });
  if (!res.ok()) throw new Error(`clearFaults failed: ${res.status()}`);
}

/** Resets the sandbox world to its seed and clears faults. */
export async function resetSandbox(target: Page | APIRequestContext): Promise<void> {
  const res = await requestOf(target).post('/sandbox/__control/reset');
  if (!res.ok()) throw new Error(`resetSandbox failed: ${res.status()}`);
}

/** The last OTP code the sandbox issued (development aid). */
export async function lastOtp(target: Page | APIRequestContext): Promise<string> {
  const res = await requestOf(target).get('/sandbox/__control/last-otp');
  if (!res.ok()) throw new Error(`lastOtp failed: ${res.status()}`);
  const body = (await res.json()) as { code?: string; otp?: string };
  const code = body.code ?? body.otp;
  if (!code) throw new Error(`no OTP issued yet: ${JSON.stringify(body)}`);
  return code;
}
