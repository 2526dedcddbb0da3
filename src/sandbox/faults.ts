/**
 * The fault switch: per operationId (or `*` for every call), make the sandbox answer late, fail at
 * the network level, answer an HTTP error status, or answer `success: false` at HTTP 200.
 *
 * - tests: `setFault('getCampaigns', { kind: 'status', status: 500 })`, `clearFaults()`;
 * - development URL: `?fault=getCampaigns:status:500`, `?fault=requestOtp:network`,
 *   `?fault=getCampaigns:delay:3000`, `?fault=verifyOtp:fail:2091`, `?fault=redeemCampaign:dropAfterCommit`,
 *   `?fault=redeemCampaign:truncate`, `?fault=getCampaign:html:502`, `?fault=getCampaigns:hang`,
 *   `?fault=getCampaigns:malformed`, `?fault=getCampaigns:status:429:5` (Retry-After 5 s) (several: repeat the parameter
 *   or separate with commas);
 *
 * "The server did it, the answer was lost", so the app's retries can be shown never to charge twice: `dropAfterCommit` lets the real handler run (the
 * change is made) and then drops the connection; `truncate` lets it run and cuts its answer off halfway
 * (a body that is not JSON). `html` answers a gateway's HTML error page instead of the error object.
 * - the dev panel; and over HTTP: `POST /sandbox/__control/faults` `{ operationId, fault } | { clear: true }`.
 */

export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'network' }
  /** An error status with the backend's error object; `retryAfter` (seconds) adds a Retry-After header (429, 503). */
  | { kind: 'status'; status: number; message?: string; retryAfter?: number }
  /** No answer at all until the client gives up (its request is aborted), at most two minutes: the timeout case. */
  | { kind: 'hang' }
  /** HTTP 200 with a body that is not JSON (a broken proxy or a half-deployed backend). */
  | { kind: 'malformed' }
  | { kind: 'fail'; id?: number | string; code?: number | string; message?: string }
  /** The real handler runs (the change is committed), then the connection drops: no answer arrives. */
  | { kind: 'dropAfterCommit' }
  /** The real handler runs, then its answer is cut off halfway (status kept, body not valid JSON). */
  | { kind: 'truncate' }
  /** A gateway's HTML error page (for example nginx's 502) instead of the backend's error object. */
  | { kind: 'html'; status: number };

/** Applies to every operation without a fault of its own. */
const ANY_OPERATION = '*';

const faults = new Map<string, Fault>();
const listeners = new Set<() => void>();
let persist: ((entries: Array<[string, Fault]>) => void) | undefined;

function changed(): void {
  persist?.([...faults.entries()]);
  for (const l of listeners) l();
}

export function setFault(operationId: string, fault: Fault): void {
  faults.set(operationId, fault);
  changed();
}

export function clearFault(operationId: string): void {
  faults.delete(operationId);
  changed();
}

export function clearFaults(): void {
  faults.clear();
  changed();
}

/** The fault for an operation (its own, else the `*` one). */
export function faultFor(operationId: string): Fault | undefined {
  return faults.get(operationId) ?? faults.get(ANY_OPERATION);
}

export function listFaults(): Array<{ operationId: string; fault: Fault }> {
  return [...faults.entries()].map(([operationId, fault]) => ({ operationId, fault }));
}

export function onFaultsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps faults across page loads (the browser sandbox uses sessionStorage). */
export function persistFaults(load: () => Array<[string, Fault]>, save: (entries: Array<[string, Fault]>) => void): void {
  for (const [id, f] of load()) faults.set(id, f);
  persist = save;
}

/** Checks an untrusted value (HTTP control body, storage) is a {@link Fault}. */
export function isFault(value: unknown): value is Fault {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  switch (v.kind) {
    case 'delay':
      return typeof v.ms === 'number' && v.ms >= 0;
    case 'network':
      return true;
    case 'status':
      return (
        typeof v.status === 'number' &&
        v.status >= 100 &&
        v.status <= 599 &&
        (v.retryAfter === undefined || (typeof v.retryAfter === 'number' && v.retryAfter >= 0)) &&
        (v.message === undefined || typeof v.message === 'string')
      );
    case 'fail':
    case 'hang':
    case 'malformed':
    case 'dropAfterCommit':
    case 'truncate':
      return true;
    case 'html':
      return typeof v.status === 'number' && v.status >= 400 && v.status <= 599;
    default:
      return false;
  }
}

/**
 * Parses one `<operationId>:<kind>[:<value>]` term: `delay:3000`, `network`, `status:500`,
 * `status:429:5` (Retry-After seconds), `fail` or `fail:2091` (error id), `dropAfterCommit`, `truncate`,
 * `html` or `html:503` (default 502), `hang`, `malformed`. Returns undefined for anything else.
 */
export function parseFaultTerm(term: string): { operationId: string; fault: Fault } | undefined {
  const [operationId, kind, value, extra] = term.trim().split(':');
  if (!operationId || !kind) return undefined;
  const n = value === undefined ? NaN : Number(value);
  switch (kind) {
    case 'delay':
      return Number.isFinite(n) && n >= 0 ? { operationId, fault: { kind: 'delay', ms: n } } : undefined;
    case 'network':
      return { operationId, fault: { kind: 'network' } };
    case 'status': {
      if (!Number.isInteger(n) || n < 100 || n > 599) return undefined;
      const retryAfter = extra === undefined ? undefined : Number(extra);
      if (retryAfter !== undefined && !(Number.isFinite(retryAfter) && retryAfter >= 0)) return undefined;
      return { operationId, fault: retryAfter === undefined ? { kind: 'status', status: n } : { kind: 'status', status: n, retryAfter } };
    }
    case 'fail':
      return { operationId, fault: value ? { kind: 'fail', id: Number.isFinite(n) ? n : value } : { kind: 'fail' } };
    case 'dropAfterCommit':
    case 'truncate':
    case 'hang':
    case 'malformed':
      return { operationId, fault: { kind } };
    case 'html': {
      const status = value === undefined ? 502 : n;
      return Number.isInteger(status) && status >= 400 && status <= 599 ? { operationId, fault: { kind: 'html', status } } : undefined;
    }
    default:
      return undefined;
  }
}

/** Reads every `fault` query parameter of a URL search string and sets those faults. */
export function applyFaultsFromSearch(search: string): Array<{ operationId: string; fault: Fault }> {
  const applied: Array<{ operationId: string; fault: Fault }> = [];
  for (const raw of new URLSearchParams(search).getAll('fault')) {
    for (const term of raw.split(',')) {
      const parsed = parseFaultTerm(term);
      if (parsed) {
        faults.set(parsed.operationId, parsed.fault);
        applied.push(parsed);
      }
    }
  }
  if (applied.length) changed();
  return applied;
}

/** The compact `<kind>[:<value>]` form, for the dev panel and logs. */
export function describeFault(fault: Fault): string {
  switch (fault.kind) {
    case 'delay':
      return `delay:${fault.ms}`;
    case 'network':
      return 'network';
    case 'status':
      return fault.retryAfter === undefined ? `status:${fault.status}` : `status:${fault.status}:${fault.retryAfter}`;
    case 'fail':
      return fault.id === undefined ? 'fail' : `fail:${fault.id}`;
    case 'dropAfterCommit':
    case 'truncate':
    case 'hang':
    case 'malformed':
      return fault.kind;
    case 'html':
      return `html:${fault.status}`;
  }
}
