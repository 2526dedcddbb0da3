/**
 * Sandbox-only endpoints and the fault layer.
 *
 * `faultHandler` comes first in the handler list: it finds the documented operation of each
 * /sandbox request and, when a fault is set for it, answers instead of the real handler (or waits,
 * then lets the real handler answer). The control endpoints under /sandbox/__control let Playwright
 * and the standalone server's users read the last OTP, set faults and reset the world.
 */
import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { sandboxAccounts } from '@/sandbox/world/accounts';
import { clearFaults, faultFor, isFault, listFaults, setFault, clearFault } from '@/sandbox/faults';
import { findOperation } from '@/sandbox/operationIndex';
import { decideReceipt } from '@/sandbox/world/receipts';
import { mutate, resetWorld, world } from '@/sandbox/world/store';
import { resetLiffState } from '@/sandbox/line/liffFeatures';
import { resetPointCodes } from '@/sandbox/pointCodes/handlers';

const CONTROL = '/sandbox/__control/';

let committingHandlers: RequestHandler[] = [];

/**
 * The handlers that really answer (everything after the fault layer), for the faults that let the
 * real handler run before losing its answer. Set once by src/sandbox/handlers.ts.
 */
export function setCommittingHandlers(handlers: RequestHandler[]): void {
  committingHandlers = handlers;
}

/** Runs the real handler of a request (its change is made) and returns its answer. */
async function commit(request: Request): Promise<Response> {
  const answer = await getResponse(committingHandlers, request);
  return answer ?? HttpResponse.json({ message: 'No sandbox handler answered' }, { status: 501 });
}

/** A gateway's error page, as nginx writes it. */
function gatewayPage(status: number): string {
  const reason: Record<number, string> = { 502: 'Bad Gateway', 503: 'Service Temporarily Unavailable', 504: 'Gateway Time-out' };
  const title = `${status} ${reason[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

/** Longest a `hang` fault holds a request whose client never gives up. */
const HANG_LIMIT_MS = 120_000;

/** Resolves when the client aborts the request (or after {@link HANG_LIMIT_MS}). */
function hangUntilAborted(request: Request): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HANG_LIMIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (request.signal.aborted) done();
    else request.signal.addEventListener('abort', done, { once: true });
  });
}

/** Answers a request with its operation's fault, if one is set. */
export const faultHandler = http.all('*/sandbox/*', async ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith(CONTROL)) return undefined;
  const op = findOperation(request.method, url.pathname);
  if (!op) return undefined;
  const fault = faultFor(op.operationId);
  if (!fault) return undefined;
  switch (fault.kind) {
    case 'delay':
      await delay(fault.ms);
      return undefined;
    case 'network':
      return HttpResponse.error();
    case 'status':
      return HttpResponse.json(
        {
          success: false,
          error: { id: fault.status, code: fault.status, message: fault.message ?? `Sandbox fault: HTTP ${fault.status} on ${op.operationId}`, type: 'SandboxFault' },
        },
        { status: fault.status, headers: fault.retryAfter === undefined ? undefined : { 'Retry-After': String(fault.retryAfter) } },
      );
    case 'fail':
      return HttpResponse.json({
        success: false,
        error: { id: fault.id ?? 1000, code: fault.code ?? fault.id ?? 'sandbox_fault', message: fault.message ?? `Sandbox fault: success false on ${op.operationId}`, type: 'SandboxFault' },
      });
    case 'hang':
      await hangUntilAborted(request);
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"success":true,"data":{"items":[{"id":1,', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'html':
      return new HttpResponse(gatewayPage(fault.status), { status: fault.status, headers: { 'Content-Type': 'text/html' } });
    case 'dropAfterCommit':
      await commit(request);
      return HttpResponse.error();
    case 'truncate': {
      const answer = await commit(request);
      const text = await answer.text();
      const headers = new Headers(answer.headers);
      headers.delete('Content-Length');
      return new HttpResponse(text.slice(0, Math.floor(text.length / 2)), { status: answer.status, headers });
    }
  }
});

interface ReceiptCommand {
  username?: unknown;
  receiptId?: unknown;
  status?: unknown;
  points?: unknown;
  remark?: unknown;
}

interface FaultCommand {
  operationId?: unknown;
  fault?: unknown;
  clear?: unknown;
}

export const controlHandlers = [
  http.get(`*${CONTROL}accounts`, () => HttpResponse.json({ accounts: sandboxAccounts })),
  http.get(`*${CONTROL}last-otp`, () => {
    const last = world().lastOtp;
    return last ? HttpResponse.json(last) : HttpResponse.json({ message: 'No OTP has been requested since the last reset.' }, { status: 404 });
  }),
  http.get(`*${CONTROL}faults`, () => HttpResponse.json({ faults: listFaults() })),
  // What the writes did, per member (the fault matrix checks a write took effect exactly once).
  http.get(`*${CONTROL}ledger`, () =>
    HttpResponse.json({
      members: Object.values(world().members).map((m) => ({
        userId: m.userId,
        username: m.username,
        contactNumber: m.contactNumber,
        points: m.points,
        redemptions: m.redemptions.length,
        receipts: m.receipts.length,
        cart: m.cart.length,
        // Delivered rewards and the address each was posted with (POST /redeem/{key}/address).
        shipments: m.redemptions
          .filter((r) => r.shippingAddress)
          .map((r) => ({ redeemKey: r.redeemKey, campaignId: r.campaignId, addressKey: r.addressKey ?? null, address: r.shippingAddress })),
      })),
    }),
  ),
  http.post(`*${CONTROL}faults`, async ({ request }) => {
    let body: FaultCommand;
    try {
      body = (await request.json()) as FaultCommand;
    } catch {
      return HttpResponse.json({ message: 'Body must be JSON: { operationId, fault } or { clear: true }' }, { status: 400 });
    }
    if (body.clear === true && typeof body.operationId === 'string') clearFault(body.operationId);
    else if (body.clear === true) clearFaults();
    else if (typeof body.operationId === 'string' && isFault(body.fault)) setFault(body.operationId, body.fault);
    else
      return HttpResponse.json(
        { message: 'Expected { operationId, fault: { kind: delay|network|status|fail|hang|malformed|html|dropAfterCommit|truncate, ... } } or { clear: true }' },
        { status: 400 },
      );
    return HttpResponse.json({ faults: listFaults() });
  }),
  /**
   * Runtime-setting flags the app reads at start-up (GET /api/setting), for people and tests to see a flag's
   * effect: { "FeatureMaptextEnable": "true" } turns the map-text labels on; { "clear": true } restores them.
   * Only the two feature flags of spec section 3 can be changed. A reset restores them too.
   */
  http.post(`*${CONTROL}settings`, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const flags = ['FeatureMaptextEnable', 'FeatureBzbsAnalyticsEnable'];
    if (!body || (body.clear !== true && !flags.some((f) => body[f] === 'true' || body[f] === 'false'))) {
      return HttpResponse.json({ message: `Expected { ${flags.join(' | ')}: "true" | "false" } or { clear: true }` }, { status: 400 });
    }
    const next = body.clear === true ? {} : { ...world().settingsOverride };
    for (const f of flags) if (body[f] === 'true' || body[f] === 'false') next[f] = body[f];
    mutate((w) => (w.settingsOverride = next));
    return HttpResponse.json({ settings: next });
  }),
  /**
   * QA's decision on a receipt: { username, receiptId?, status: approved|reject|waiting, points?, remark? }.
   * Without receiptId the member's newest receipt is decided. Approval credits the points.
   */
  http.post(`*${CONTROL}receipts`, async ({ request }) => {
    let body: ReceiptCommand;
    try {
      body = (await request.json()) as ReceiptCommand;
    } catch {
      return HttpResponse.json({ message: 'Body must be JSON: { username, receiptId?, status, points?, remark? }' }, { status: 400 });
    }
    const member = Object.values(world().members).find((m) => m.username === body.username || m.userId === body.username);
    const status = body.status;
    if (!member || (status !== 'approved' && status !== 'reject' && status !== 'waiting')) {
      return HttpResponse.json({ message: 'Expected a known username and status approved, reject or waiting.' }, { status: 400 });
    }
    const newest = [...member.receipts].sort((a, b) => b.uploadDate - a.uploadDate)[0];
    const receiptId = typeof body.receiptId === 'string' ? body.receiptId : newest?.id;
    if (!receiptId) return HttpResponse.json({ message: 'The member has no receipt.' }, { status: 404 });
    const remark = typeof body.remark === 'string' ? { th: body.remark, en: body.remark } : undefined;
    const points = typeof body.points === 'number' ? body.points : undefined;
    try {
      const receipt = decideReceipt(member.userId, receiptId, { status, points, remark }, Math.floor(Date.now() / 1000));
      return HttpResponse.json({ receipt: { id: receipt.id, status: receipt.status, points: receipt.points } });
    } catch {
      return HttpResponse.json({ message: `No receipt ${receiptId}.` }, { status: 404 });
    }
  }),
  http.post(`*${CONTROL}reset`, () => {
    resetWorld();
    clearFaults();
    resetLiffState();
    resetPointCodes();
    return HttpResponse.json({ reset: true });
  }),
];
