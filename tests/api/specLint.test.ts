// @vitest-environment node
/** The OpenAPI documents pass Redocly lint (recommended ruleset, redocly.yaml) with no errors or warnings. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('OpenAPI lint', () => {
  it('passes `redocly lint` for every document', () => {
    const bin = path.join('node_modules', '.bin', process.platform === 'win32' ? 'redocly.cmd' : 'redocly');
    const result = spawnSync(bin, ['lint', '--config', 'redocly.yaml', '--format', 'stylish'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 60_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    expect(output).not.toMatch(/You have \d+ warnings?/);
  }, 60_000);
});
