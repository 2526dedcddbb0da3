/**
 * The servers a performance measurement needs, as members get the app: the standalone sandbox backend
 * (scripts/sandbox-server.ts, a child process) and a static server in front of a production build that
 * - compresses with gzip (what a CDN does; `vite preview` does not),
 * - answers unknown paths with index.html (the SPA fallback of a deployment),
 * - sends the build's Content-Security-Policy as a response header too, plus the header-only
 *   directives (README "Content-Security-Policy": "send the same policy as a response header"),
 * - caches hashed assets for a year and revalidates index.html,
 * - proxies /sandbox/* to the sandbox (compressing its JSON and SVG answers like a real API gateway),
 * - speaks HTTP/2 over TLS (`protocol: 'h2'`, a self-signed certificate for localhost made with openssl)
 *   like the production host: a LIFF endpoint must be HTTPS, and every HTTPS host and CDN serves HTTP/2,
 *   where the build's chunks share one connection instead of queueing for HTTP/1.1's six.
 *   `protocol: 'http1'` keeps plain HTTP/1.1 for comparison.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { HEADER_ONLY_DIRECTIVES } from '../../src/platform/config/contentSecurityPolicy';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

/** The policy of the build's index.html `<meta>`, as a header value with the header-only directives. */
export function cspHeaderOf(indexHtml: string): string | undefined {
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(indexHtml);
  if (!meta) return undefined;
  return `${meta[1]!.replaceAll('&#39;', "'")}; ${HEADER_ONLY_DIRECTIVES}`;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** How the static server speaks: HTTP/2 over TLS as in production (the default), or plain HTTP/1.1. */
export type ServerProtocol = 'h2' | 'http1';

/** The `--protocol` of a perf script's command line (h2 unless `--protocol http1`). */
export function protocolArg(argv: string[]): ServerProtocol {
  const i = argv.indexOf('--protocol');
  const value = i >= 0 ? argv[i + 1] : 'h2';
  if (value !== 'h2' && value !== 'http1') throw new Error(`--protocol ${value}: h2 or http1`);
  return value;
}

/** A throwaway self-signed certificate for localhost (the browser is told to accept it). */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'perf-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers that HTTP/2 forbids or that belong to one hop (and HTTP/2's pseudo-headers, when proxying on). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te', 'host']);
function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
}

type Request = IncomingMessage | Http2ServerRequest;
type Response = ServerResponse | Http2ServerResponse;

/** Serves `root` (a production build) with gzip, SPA fallback, the CSP header, and /sandbox proxied. */
export function startStaticServer(options: { root: string; port: number; sandboxPort: number; protocol?: ServerProtocol; spaFallback?: boolean }): Promise<StaticServer> {
  const protocol = options.protocol ?? 'h2';
  const root = resolve(options.root);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`no build in ${root} (index.html missing)`);
  const csp = cspHeaderOf(readFileSync(indexPath, 'utf8'));
  const gzCache = new Map<string, Buffer>();

  const proxy = (req: Request, res: Response) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: options.sandboxPort, method: req.method, path: req.url, headers: { ...forwardable(req.headers), host: `127.0.0.1:${options.sandboxPort}`, 'accept-encoding': 'identity' } },
      (answer) => {
        const headers = forwardable(answer.headers);
        const type = String(headers['content-type'] ?? '');
        const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && !headers['content-encoding'];
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(createGzip({ level: 6 })).pipe(res);
        } else {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
        }
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('sandbox unreachable');
    });
    req.pipe(upstream);
  };

  const handle = (req: Request, res: Response) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/sandbox/')) {
      proxy(req, res);
      return;
    }
    // The peer (../shared/perf/README.md) POSTs to a JSON file standing in for its backend: answered as a GET
    // (its body read and dropped).
    if (req.method !== 'GET' && req.method !== 'HEAD') req.resume();
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    let fallback = false;
    if (existsSync(file) && statSync(file).isDirectory() && existsSync(join(file, 'index.html'))) file = join(file, 'index.html');
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // An asset that does not exist is a 404 (a stale chunk must fail, not get HTML); any other path is the app.
      if (url.pathname.startsWith('/assets/') || extname(url.pathname) !== '' || options.spaFallback === false) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      file = indexPath;
      fallback = true;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': !fallback && url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    if (type.startsWith('text/html') && csp) headers['content-security-policy'] = csp;
    let body: Buffer = readFileSync(file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let zipped = gzCache.get(file);
      if (!zipped) {
        zipped = gzipSync(body, { level: 9 });
        gzCache.set(file, zipped);
      }
      body = zipped;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };
  const server = protocol === 'h2' ? createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, handle) : createServer(handle);
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () =>
      resolvePromise({
        url: `${protocol === 'h2' ? 'https' : 'http'}://localhost:${options.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

export interface SandboxProcess {
  port: number;
  stop(): Promise<void>;
}

/** Starts `scripts/sandbox-server.ts` on `port` and resolves once it answers. */
export async function startSandbox(port: number): Promise<SandboxProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox-server.ts'], {
    env: { ...process.env, SANDBOX_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A run that crashes or is stopped (Ctrl-C, `timeout`) takes its sandbox with it: left running, it kept the
  // port and the pipe of whatever read the run's output.
  const killOnExit = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', killOnExit);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killOnExit();
      process.exit(130);
    });
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sandbox server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/sandbox/__control/faults`);
      if (answer.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('sandbox server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Resets the sandbox world (seeded state, no faults). */
export async function resetSandbox(port: number): Promise<void> {
  await fetch(`http://127.0.0.1:${port}/sandbox/__control/reset`, { method: 'POST' });
  await fetch(`http://127.0.0.1:${port}/sandbox/__control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ clear: true }) });
}
