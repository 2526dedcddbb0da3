/**
 * The standalone sandbox backend (`npm run sandbox`): a plain node:http server on SANDBOX_PORT
 * (default 4010) answering everything under /sandbox/ through the same msw handlers the browser
 * sandbox uses (msw's getResponse), with CORS. A production build (`vite preview` proxies /sandbox
 * here) or Playwright can point at it.
 *
 *   SANDBOX_PORT=4310 npm run sandbox
 *   SANDBOX_PERSIST=1 npm run sandbox     keep the world in .sandbox-state/world.json across restarts
 *   SANDBOX_STATE_FILE=path npm run sandbox
 *
 * Control: POST /sandbox/__control/reset, POST /sandbox/__control/faults { operationId, fault } | { clear: true },
 * GET /sandbox/__control/faults, GET /sandbox/__control/last-otp, GET /sandbox/__control/accounts.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { getResponse } from 'msw';
import { handlers } from '@/sandbox/handlers';
import { sandboxAccounts } from '@/sandbox/world/accounts';
import { configureWorld, type WorldPersistence } from '@/sandbox/world/store';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
/** Loopback only by default, on IPv4 and IPv6 (Node may resolve `localhost` to either); SANDBOX_HOST overrides. */
const host = process.env.SANDBOX_HOST;
const persist = process.env.SANDBOX_PERSIST === '1' || process.argv.includes('--persist') || Boolean(process.env.SANDBOX_STATE_FILE);
const stateFile = resolve(process.env.SANDBOX_STATE_FILE ?? '.sandbox-state/world.json');

function filePersistence(file: string): WorldPersistence {
  return {
    load: () => (existsSync(file) ? readFileSync(file, 'utf8') : undefined),
    save: (s) => {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, s);
    },
    clear: () => rmSync(file, { force: true }),
  };
}

configureWorld(persist ? filePersistence(stateFile) : undefined);

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Expose-Headers', '*');
  res.setHeader('Access-Control-Max-Age', '600');
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(req: IncomingMessage, body: Buffer, signal?: AbortSignal): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  return new Request(url, { method, headers, signal, body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body) });
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  void (async () => {
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith('/sandbox/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('The sandbox answers under /sandbox/ only.');
      return;
    }
    // A client that gives up (the app's request timeout) aborts the request, which ends a `hang` fault.
    const gaveUp = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gaveUp.abort();
    });
    const request = toFetchRequest(req, await readBody(req), gaveUp.signal);
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({ success: false, error: { id: 1404, code: 'not_found', message: `No sandbox handler for ${req.method} ${path}`, type: 'SandboxError' } }),
      );
      return;
    }
    if (response.type === 'error') {
      // A network-error fault: drop the connection without an answer.
      req.socket.destroy();
      return;
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    res.writeHead(response.status, headers);
    res.end(Buffer.from(await response.arrayBuffer()));
  })().catch((error: unknown) => {
    console.error('[sandbox] request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end(String(error));
  });
}

const server = createServer(handle);
/** The IPv6 loopback twin; absent when the machine has no IPv6. */
const server6 = host ? undefined : createServer(handle);
server6?.on('error', () => server6.close());
server6?.listen(port, '::1');

server.listen(port, host ?? '127.0.0.1', () => {
  console.log(`Sandbox backend on http://localhost:${port}/sandbox/ (state: ${persist ? stateFile : 'memory'})`);
  console.log('Accounts:');
  for (const a of sandboxAccounts) {
    const who = a.username ? `${a.username} / ${a.password}` : 'uuid' in a ? `uuid ${a.uuid}` : `mobile ${a.contactNumber}`;
    console.log(`  ${who.padEnd(24)} ${a.contactNumber ? `mobile ${a.contactNumber}  ` : ''}${a.label}`);
  }
  console.log('OTP codes are printed here when requested, and readable at GET /sandbox/__control/last-otp.');
  console.log('Faults: POST /sandbox/__control/faults {"operationId":"getCampaigns","fault":{"kind":"status","status":500}}; reset: POST /sandbox/__control/reset');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server6?.close();
    process.exit(0);
  });
}
