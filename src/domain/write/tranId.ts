/**
 * The idempotent write ("never charge twice"): every write that spends or earns (redeem, mark as
 * used, receipt upload, cart add, consent) sends a client `tranId`, made once per attempt and reused by
 * that attempt's retries, so a repeat of a write whose answer was lost is the same write to the server
 * (the sandbox honours it: src/sandbox/world/idempotency.ts).
 *
 * In a chart: keep `tranId` in context, make it when the member starts an attempt (confirm, submit) and
 * not on retry, and pass it in the actor's input:
 *
 *   actions: { beginAttempt: assign({ tranId: newTranId }) },
 *   confirming: { on: { 'X.CONFIRM': { target: 'writing', actions: 'beginAttempt' } } },
 *   failed:     { on: { 'X.RETRY': 'writing' } },            // same tranId
 *   writing:    { invoke: { src: 'writeX', input: ({ context }) => ({ ..., tranId: context.tranId }) } },
 *
 * The actor sends it with the write: in the body (`{ ...body, tranId }`, JSON or form) or, for a write
 * without a body, as the `tranId` query parameter ({@link withTranId} / {@link tranIdQuery}).
 */

/** A client transaction id: a random UUID (36 characters, under the contract's 64). */
export type TranId = string;

/** A fresh tranId, for a new attempt (never for a retry). */
export function newTranId(): TranId {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The body of a write with its tranId added (a missing tranId leaves the body as it is). */
export function withTranId<B extends object>(body: B, tranId: TranId | undefined): B & { tranId?: TranId } {
  return tranId ? { ...body, tranId } : body;
}

/** The query of a write without a body: `{ tranId }` (or nothing). */
export function tranIdQuery(tranId: TranId | undefined): { tranId?: TranId } {
  return tranId ? { tranId } : {};
}
