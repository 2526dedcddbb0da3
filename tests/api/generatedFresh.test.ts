// @vitest-environment node
/** `npm test` fails when src/api/schema/* no longer matches openapi/*.yaml (same check as `npm run api:check`). */
import { describe, expect, it } from 'vitest';
import { findStale } from '../../scripts/api-gen';

describe('generated API types', () => {
  it('are up to date with the OpenAPI documents (run `npm run api:gen` if not)', async () => {
    expect(await findStale()).toEqual([]);
  }, 60_000);
});
