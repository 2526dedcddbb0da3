/**
 * Prints the Content-Security-Policy response header for a deployment: the policy the build writes into
 * index.html plus the directives only a header can carry. Usage:
 *   npm run -s csp                      (staging hosts, real backend)
 *   npm run -s csp -- development       (development hosts)
 */
import { contentSecurityPolicy, HEADER_ONLY_DIRECTIVES } from '../src/app/config/contentSecurityPolicy';
import type { AppEnvironment } from '../src/app/config/settings';

const appEnv = (process.argv[2] ?? 'staging') as AppEnvironment;
if (appEnv !== 'staging' && appEnv !== 'development') throw new Error(`unknown environment ${appEnv}: staging or development`);
console.log(`Content-Security-Policy: ${contentSecurityPolicy({ appEnv, backend: 'real', mode: 'strict' })}; ${HEADER_ONLY_DIRECTIVES}`);
