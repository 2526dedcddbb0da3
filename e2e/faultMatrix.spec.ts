/**
 * The fault matrix: every class of call × every fault, through one representative flow per
 * class (e2e/faults/operationMap.ts → e2e/faults/drivers.ts), on the sandbox's fault switch. Each case
 * checks: a failure state with a translated message (no server or gateway text, no English in Thai), a way
 * forward, nothing typed lost, no write taking effect twice, and the normal path once the fault is gone.
 * One page per class keeps it fast. The table (class × fault) is printed and written to
 * test-results/fault-matrix.md; `npm run faults` also rewrites the README's copy.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { clearFaults, setFault, type Fault } from './support/faults';
import { expect, messages, signIn, test } from './support/fixtures';
import { drivers, type CellContext, type Driver } from './faults/drivers';
import { operations } from '../src/sandbox/operations.generated';
import { REQUEST_SLOW_MS } from '../src/domain/requestLimits';
import { DRIVERS, extraRows, isCalled, OPERATION_CLASSES, operationMap, representatives, type OperationClass } from './faults/operationMap';

interface MatrixFault {
  name: string;
  /** The sandbox fault on the representative operation. */
  fault?: Fault;
  /** The browser goes offline before the call and back online after the failure. */
  offline?: boolean;
  /** No fault: the member taps twice. Writes and sign-ins only. */
  doubleTap?: boolean;
  /** A late answer is not a failure: the normal outcome arrives. */
  slow?: boolean;
  /** The call never answers: the app gives up after its request timeout (page clock fast-forwarded). */
  timeout?: boolean;
}

/** The 401 answer carries a message the server wrote for the member, in their language (spec section 8 shows it). */
const SERVER_401_MESSAGE = 'กรุณาเข้าสู่ระบบใหม่อีกครั้ง';

const FAULTS: MatrixFault[] = [
  { name: 'network error', fault: { kind: 'network' } },
  { name: 'timeout', fault: { kind: 'hang' }, timeout: true },
  // The answer comes after the app's 3 s "still loading" notice: the page clock jumps past it while the answer is
  // on its way (a 1 s delay), so the cell does not wait 3 s of real time.
  { name: '3 s slow', fault: { kind: 'delay', ms: 1000 }, slow: true },
  { name: '500', fault: { kind: 'status', status: 500 } },
  { name: '502 HTML', fault: { kind: 'html', status: 502 } },
  { name: '503', fault: { kind: 'status', status: 503 } },
  { name: '429 Retry-After', fault: { kind: 'status', status: 429, retryAfter: 2 } },
  { name: '401', fault: { kind: 'status', status: 401, message: SERVER_401_MESSAGE } },
  { name: '403', fault: { kind: 'status', status: 403 } },
  { name: '404', fault: { kind: 'status', status: 404 } },
  { name: '409', fault: { kind: 'status', status: 409 } },
  { name: '422', fault: { kind: 'status', status: 422 } },
  { name: 'success:false', fault: { kind: 'fail' } },
  { name: 'malformed JSON', fault: { kind: 'malformed' } },
  { name: 'offline, online', offline: true },
  { name: 'double tap', doubleTap: true },
];

/** A row of the table: a class (through its representative) or an extra row's operation (extraRows). */
type RowId = OperationClass | keyof typeof extraRows;

/** Every row: each class with a representative, then each extra row's operation under its class. */
const ROWS: Array<{ id: RowId; cls: OperationClass; operationId: string; label: string }> = [
  ...OPERATION_CLASSES.flatMap((cls) => (representatives[cls] ? [{ id: cls, cls, operationId: representatives[cls]!, label: `${cls} (${representatives[cls]})` }] : [])),
  ...Object.keys(extraRows).map((operationId) => {
    const mapping = operationMap[operationId];
    if (!mapping || !isCalled(mapping)) throw new Error(`extra row ${operationId} is not a called operation of the map`);
    return { id: operationId, cls: mapping.class, operationId, label: `${mapping.class} (${operationId})` };
  }),
];

type Outcome = { status: 'pass' } | { status: 'fail'; reason: string } | { status: 'gap'; reason: string } | { status: 'n/a' };

/**
 * Cases that fail today for a known reason in the app, named here so the matrix stays in the suite and
 * the table shows them (✗ known). They are skipped to keep the suite fast; `FAULT_MATRIX_GAPS=run` runs
 * them too, and then one that passes fails the suite until its line is removed.
 */
const KNOWN_GAPS: Partial<Record<RowId, Record<string, string>>> = {};
/** `FAULT_MATRIX_ONLY="offline, online|double tap"` runs only those faults (to look into one case). */
const ONLY_FAULTS = process.env.FAULT_MATRIX_ONLY?.split('|');
/** Each class's row is written here as it finishes (a failed test restarts the worker, losing memory). */
const RESULTS_DIR = 'test-results/fault-matrix';

function saveRow(id: RowId, row: Map<string, Outcome>): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(`${RESULTS_DIR}/${id}.json`, JSON.stringify(Object.fromEntries(row)));
}

function loadRows(): Map<RowId, Map<string, Outcome>> {
  const rows = new Map<RowId, Map<string, Outcome>>();
  let files: string[];
  try {
    files = readdirSync(RESULTS_DIR);
  } catch {
    return rows;
  }
  for (const file of files.filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(`${RESULTS_DIR}/${file}`, 'utf8')) as Record<string, Outcome>;
    rows.set(file.replace(/\.json$/, '') as RowId, new Map(Object.entries(data)));
  }
  return rows;
}

/** Words in Latin script a Thai message may carry (names of things, not English sentences). */
const LATIN_ALLOWED = new Set(['OTP', 'LINE', 'Token', 'ID']);

/** Literal openings of every Thai message (text before its first placeholder), to recognise a catalogue message. */
const thaiOpenings = Object.values(messages('th'))
  .map((m) => m.split('{')[0]!.trim())
  .filter((m) => m.length >= 6);

/** The appended reference and code of spec section 8 ("(รหัสอ้างอิง: 1000) (รหัสข้อผิดพลาด: mobile_dup)") may be in any script. */
const APPENDED_IDS = /\(?\s*รหัส(?:อ้างอิง|ข้อผิดพลาด)\s*:?\s*[^\s)]+\s*\)?/g;

async function expectTranslatedFailure(page: Page, driver: Driver): Promise<string> {
  const alerts = (driver.failureRegion?.(page) ?? page.locator('[role="alert"], [role="alertdialog"]')).filter({ visible: true });
  await expect(alerts.first(), 'a failure state with a message').toBeVisible({ timeout: 6_000 });
  const text = (await alerts.allInnerTexts()).join(' ').replace(/\s+/g, ' ').trim();
  const raw = /Sandbox fault|Bad Gateway|nginx|<\/?[a-z]+>|JSON|Unexpected|undefined|\[object|NaN|Failed to fetch|NetworkError|aborted/i.exec(text);
  if (raw) throw new Error(`server, gateway or browser text "${raw[0]}" shown: "${text}"`);
  const latin = (text.replace(APPENDED_IDS, ' ').match(/[A-Za-z][A-Za-z_]+/g) ?? []).filter((w) => !LATIN_ALLOWED.has(w));
  if (latin.length) throw new Error(`English in Thai (${latin.join(', ')}): "${text}"`);
  if (!(thaiOpenings.some((opening) => text.includes(opening)) || text.includes(SERVER_401_MESSAGE))) {
    throw new Error(`not a message of the Thai catalogues: "${text}"`);
  }
  return text;
}

/**
 * Resolves when the browser sends `operationId`'s request. The chart starts its request limit when it
 * enters the state that invokes the call, so once the request is on the wire the clock may jump past the
 * limit; jumping earlier (a slow machine may not have reached that state yet) would leave the limit
 * counting in real time from after the jump.
 */
function requestSent(page: Page, operationId: string): Promise<unknown> {
  const row = operations.find((o) => o.operationId === operationId);
  if (!row) throw new Error(`no operation ${operationId} in openapi/`);
  const template = row.path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+');
  const path = new RegExp(`${template}$`);
  return page.waitForRequest((request) => request.method() === row.method && path.test(new URL(request.url()).pathname), { timeout: 20_000 });
}

async function runCell(ctx: CellContext, driver: Driver, operationId: string, f: MatrixFault): Promise<void> {
  const { page } = ctx;
  await driver.prepare(ctx);
  const before = driver.effects ? await driver.effects(ctx) : 0;
  try {
    if (f.doubleTap) {
      await driver.act(ctx, { doubleTap: true });
      await driver.expectSuccess(ctx);
    } else if (f.slow) {
      await setFault(page, operationId, f.fault!);
      const sent = requestSent(page, operationId);
      sent.catch(() => undefined); // awaited below; no unhandled rejection if act() fails first
      await driver.act(ctx);
      await sent;
      await page.clock.fastForward(REQUEST_SLOW_MS);
      await driver.expectSuccess(ctx);
      await expect(page.locator('[role="alert"], [role="alertdialog"]').filter({ visible: true }), 'a late answer is not a failure').toHaveCount(0);
    } else if (f.offline && driver.offlineControl) {
      // A write that needs the server is refused offline, with its reason, and works once the network is back.
      await page.context().setOffline(true);
      const control = driver.offlineControl(ctx);
      await expect(control, 'offline, the action is disabled').toBeDisabled({ timeout: 6_000 });
      await expect(control, 'with the translated reason').toHaveAccessibleDescription(messages('th')['shell.offline.needsNetwork']!);
      for (const { field, value } of driver.typed?.(ctx) ?? []) await expect(field, 'nothing typed lost').toHaveValue(value);
      await page.context().setOffline(false);
      await expect(control, 'back online, the action is offered again').toBeEnabled({ timeout: 6_000 });
      await driver.act(ctx);
      await driver.expectSuccess(ctx);
    } else {
      if (f.offline) await page.context().setOffline(true);
      else await setFault(page, operationId, f.fault!);
      const sent = f.timeout ? requestSent(page, operationId) : undefined;
      sent?.catch(() => undefined); // awaited below; no unhandled rejection if act() fails first
      await driver.act(ctx, { inApp: f.offline });
      if (sent) {
        await sent;
        await page.clock.fastForward(driver.timeoutAfter ?? '00:20');
      }
      await expectTranslatedFailure(page, driver);
      for (const { field, value } of driver.typed?.(ctx) ?? []) await expect(field, 'nothing typed lost').toHaveValue(value);
      if (f.offline) await page.context().setOffline(false);
      else await clearFaults(page);
      // Back online, a page of server data reads again by itself (the connectivity chart's comeback); where
      // it does not, the member takes the way forward the failure offers.
      const readAgain = f.offline && driver.kind === 'read' && (await driver.expectSuccess(ctx).then(() => true, () => false));
      if (!readAgain) {
        await driver.recover(ctx);
        await driver.expectSuccess(ctx);
      }
    }
    if (driver.effects) expect(await driver.effects(ctx), 'the write took effect exactly once').toBe(before + 1);
  } finally {
    await page.context().setOffline(false);
    await clearFaults(page);
  }
}

test.describe('fault matrix', () => {
  test.describe.configure({ timeout: 480_000 });

  test('every driver named in the operation map exists', () => {
    rmSync(RESULTS_DIR, { recursive: true, force: true });
    for (const mapping of Object.values(operationMap)) if (isCalled(mapping)) expect(DRIVERS).toContain(mapping.driver);
    expect(Object.keys(drivers).sort()).toEqual([...DRIVERS].sort());
  });

  for (const { id, cls, operationId } of ROWS) {
    const mapping = operationMap[operationId]!;
    if (!isCalled(mapping)) throw new Error(`representative ${operationId} of ${cls} is declared not called`);
    const driver = drivers[mapping.driver];

    test(`${cls} through ${operationId} (${mapping.driver})`, async ({ page }) => {
      const row = new Map<string, Outcome>();
      await page.clock.install();
      if (driver.signedIn) await signIn(page);
      let n = Date.now() % 100_000;
      for (const f of FAULTS) {
        if (ONLY_FAULTS && !ONLY_FAULTS.includes(f.name)) continue;
        if ((f.doubleTap && driver.kind === 'read') || driver.notApplicable?.[f.name]) {
          row.set(f.name, { status: 'n/a' });
          continue;
        }
        n += 1;
        const ctx: CellContext = { page, n };
        const knownGap = KNOWN_GAPS[id]?.[f.name];
        if (knownGap && process.env.FAULT_MATRIX_GAPS !== 'run') {
          row.set(f.name, { status: 'gap', reason: knownGap });
          continue;
        }
        try {
          await test.step(f.name, () => runCell(ctx, driver, operationId, f));
          const gap = KNOWN_GAPS[id]?.[f.name];
          row.set(f.name, gap ? { status: 'fail', reason: `passes now: remove its KNOWN_GAPS line ("${gap}")` } : { status: 'pass' });
        } catch (error) {
          const reason = String((error as Error).message ?? error).split('\n').slice(0, 4).join(' ').slice(0, 400);
          const gap = KNOWN_GAPS[id]?.[f.name];
          row.set(f.name, gap ? { status: 'gap', reason: gap } : { status: 'fail', reason });
          await clearFaults(page).catch(() => undefined);
        } finally {
          await driver.reset?.(ctx);
        }
      }
      saveRow(id, row);
      const failed = [...row.entries()].filter(([, o]) => o.status === 'fail').map(([name, o]) => `${name}: ${(o as { reason: string }).reason}`);
      expect(failed, `${id}: failed cases`).toEqual([]);
    });
  }

  test.afterAll(() => {
    const table = renderTable();
    console.log(`\nFault matrix (class × fault)\n${table}`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/fault-matrix.md', `${table}\n`);
    if (process.env.FAULT_MATRIX_TABLE === '1') {
      const readme = readFileSync('docs/fault-matrix.md', 'utf8');
      const next = readme.replace(/(<!-- fault-matrix:start -->\n)[\s\S]*?(<!-- fault-matrix:end -->)/, `$1${table}\n$2`);
      writeFileSync('docs/fault-matrix.md', next);
    }
  });
});

function renderTable(): string {
  const results = loadRows();
  const short: Record<string, string> = { pass: '✓', fail: '✗', gap: '✗ known', 'n/a': '–' };
  const header = `| class (operation) | ${FAULTS.map((f) => f.name).join(' | ')} | passed |`;
  const rule = `| --- | ${FAULTS.map(() => ':-:').join(' | ')} | --- |`;
  const unrepresented = OPERATION_CLASSES.filter((cls) => !representatives[cls]).map((cls) => ({ cls, label: undefined }));
  const rows = [...ROWS, ...unrepresented].map((r) => {
    if (!('id' in r)) return `| ${r.cls} (no operation called yet) | ${FAULTS.map(() => ' ').join(' | ')} | – |`;
    const row = results.get(r.id);
    if (!row) return `| ${r.label} | ${FAULTS.map(() => '?').join(' | ')} | not run |`;
    const cells = FAULTS.map((f) => short[row.get(f.name)?.status ?? 'n/a'] ?? '?');
    const applicable = [...row.values()].filter((o) => o.status !== 'n/a');
    const passed = applicable.filter((o) => o.status === 'pass').length;
    return `| ${r.label} | ${cells.join(' | ')} | ${passed}/${applicable.length} |`;
  });
  const byReason = new Map<string, string[]>();
  for (const [cls, byFault] of Object.entries(KNOWN_GAPS)) {
    const faults = Object.entries(byFault ?? {});
    for (const [fault, why] of faults) byReason.set(why, [...(byReason.get(why) ?? []), faults.length === FAULTS.length ? `${cls} (every fault)` : `${cls} × ${fault}`]);
  }
  const gaps = [...byReason.entries()].map(([why, cases]) => `- ${why}: ${[...new Set(cases)].join(', ')}`);
  return [header, rule, ...rows, ...(gaps.length ? ['', 'Known gaps (✗ known):', ...gaps] : [])].join('\n');
}
