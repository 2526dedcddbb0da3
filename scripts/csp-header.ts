/**
 * Prints the Content-Security-Policy response header for a deployment: the policy the build writes into
 * index.html plus the directives only a header can carry. The policy names the hash of the stylesheet the
 * build inlines into index.html (scripts/vite/contentSecurityPolicy.ts), so it reads the build: run
 * `npm run build` first. Usage:
 *   npm run -s csp                      (staging hosts, real backend; the build in dist/)
 *   npm run -s csp -- development       (development hosts)
 *   npm run -s csp -- staging out/      (the build in out/)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, HEADER_ONLY_DIRECTIVES } from '../src/platform/config/contentSecurityPolicy';
import type { AppEnvironment } from '../src/platform/config/settings';
import { styleHash } from './vite/contentSecurityPolicy';

const appEnv = (process.argv[2] ?? 'staging') as AppEnvironment;
if (appEnv !== 'staging' && appEnv !== 'development') throw new Error(`unknown environment ${appEnv}: staging or development`);
const indexHtml = join(process.argv[3] ?? 'dist', 'index.html');
if (!existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: build first (npm run build); the policy names the hash of the stylesheet the build inlines`);
const styleHashes = [...readFileSync(indexHtml, 'utf8').matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((style) => styleHash(style[1]!));
console.log(`Content-Security-Policy: ${contentSecurityPolicy({ appEnv, backend: 'real', mode: 'strict', styleHashes })}; ${HEADER_ONLY_DIRECTIVES}`);
