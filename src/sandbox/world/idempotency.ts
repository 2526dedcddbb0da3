/**
 * The sandbox honours a write's client `tranId` as an idempotency key ("never charge twice"):
 * the first successful answer of a write is kept under (member, operation, tranId), and a repeat with the
 * same tranId answers it again without changing anything. A write that failed changed nothing, so it is
 * not kept: its retry runs again (and may succeed once the cause is gone).
 *
 * Writes that spend or earn use it: redeem, mark as used, receipt upload, cart add, consent. Where the
 * tranId travels: in the JSON or form body (`tranId`), or, for a write without a body (mark as used), in
 * the `tranId` query parameter; {@link tranIdOf} reads either.
 */
import { mutate, world } from '@/sandbox/world/store';

/** Keys longer than this are not a client id: the write runs without idempotency. */
const MAX_TRAN_ID = 64;

/** The tranId of a write: the body's `tranId`, else the URL's `tranId` query parameter. */
export function tranIdOf(request: Request, body?: { tranId?: unknown } | null): string | undefined {
  const fromBody = body?.tranId;
  const value = typeof fromBody === 'string' && fromBody !== '' ? fromBody : new URL(request.url).searchParams.get('tranId');
  return value && value.length <= MAX_TRAN_ID ? value : undefined;
}

/**
 * Runs `write` once per (scope, tranId): the first successful result is stored in the world and returned
 * again for every repeat. Without a tranId the write simply runs. `scope` names the member and the
 * operation (for example `m-1:redeem:1003`), so the same tranId on another write is another write.
 */
export function idempotent<T>(scope: string, tranId: string | undefined, write: () => T): T {
  if (!tranId) return write();
  const key = `${scope}|${tranId}`;
  const done = world().idempotency?.[key];
  if (done) return done.answer as T;
  const answer = write();
  mutate((w) => {
    w.idempotency ??= {};
    w.idempotency[key] = { answer, at: Date.now() };
  });
  return answer;
}
