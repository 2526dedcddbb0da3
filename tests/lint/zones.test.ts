// @vitest-environment node
/**
 * The lint zones, the cycle rule and the naming rule (eslint.config.js, docs/conventions.md) refuse what
 * they should and let through what they should: each case lints a few lines as if they were a file at
 * that path. One ESLint instance is shared, so the module graph is parsed once.
 */
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
});

async function errors(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.severity === 2);
}

async function expectRefused(file: string, code: string, rule: string, message: string): Promise<void> {
  const found = await errors(file, code);
  expect(found.map((m) => m.ruleId)).toContain(rule);
  expect(found.find((m) => m.ruleId === rule)?.message).toContain(message);
}

async function expectAllowed(file: string, code: string): Promise<void> {
  expect(await errors(file, code)).toEqual([]);
}

const imports = '@typescript-eslint/no-restricted-imports';
const use = (...names: string[]) => `export const used = [${names.join(', ')}];\n`;

describe('import zones', () => {
  it('machines/: no React, no app, no flow; domain rules and LIFF types are fine', async () => {
    await expectRefused('machines/otp/otp.machine.ts', `import { useState } from 'react';\n${use('useState')}`, imports, 'Machines are UI-free');
    await expectRefused('machines/otp/otp.machine.ts', `import { useFlow } from '@/flows/shared/useFlow';\n${use('useFlow')}`, imports, 'Machines do not depend on the app');
    await expectRefused('machines/otp/otp.machine.ts', `import { getLiff } from '@/platform/line/liff';\n${use('getLiff')}`, imports, 'Machines do not depend on the app');
    await expectRefused('machines/otp/otp.machine.ts', `import createClient from 'openapi-fetch';\n${use('createClient')}`, imports, 'Only src/api creates clients');
    await expectAllowed('machines/otp/otp.machine.ts', `import type { Liff } from '@line/liff';\nimport { REQUEST_TIMEOUT_MS } from '@/domain/requestLimits';\nexport type L = Liff;\n${use('REQUEST_TIMEOUT_MS')}`);
  });

  it('src/ui/: no chart implementation, client, flow or app; chart types are fine', async () => {
    await expectRefused('src/ui/form/DateOfBirthPicker.tsx', `import { otpMachine } from '@machines/otp/otp.machine';\n${use('otpMachine')}`, imports, 'Components render props');
    await expectRefused('src/ui/form/DateOfBirthPicker.tsx', `import { createClients } from '@/api/clients';\n${use('createClients')}`, imports, 'Clients are reached only through actors');
    await expectRefused('src/ui/form/DateOfBirthPicker.tsx', `import CartRoute from '@/flows/cart/CartRoute';\n${use('CartRoute')}`, imports, 'Components are render-only');
    await expectAllowed('src/ui/form/DateOfBirthPicker.tsx', `import type { otpMachine } from '@machines/otp/otp.machine';\nimport { FieldErrorText } from '@/ui/common/Field';\nexport type M = typeof otpMachine;\n${use('FieldErrorText')}`);
  });

  it('src/domain/: nothing of the app; chart and wire types only as types', async () => {
    await expectRefused('src/domain/points/rule.ts', `import { useServices } from '@/flows/shared/services';\n${use('useServices')}`, imports, 'Domain rules import nothing of the app');
    await expectRefused('src/domain/points/rule.ts', `import { requestDelays } from '@machines/shared/request';\n${use('requestDelays')}`, imports, 'Domain rules sit below the charts');
    await expectAllowed('src/domain/points/rule.ts', `import type { ApiError } from '@/domain/apiError';\nimport type { BlobSchema } from '@/api/types';\nexport type E = ApiError | BlobSchema;\n`);
  });

  it('src/api/: no chart; domain constants are fine', async () => {
    await expectRefused('src/api/timing.ts', `import { REQUEST_TIMEOUT_MS } from '@machines/shared/request';\n${use('REQUEST_TIMEOUT_MS')}`, imports, 'The API layer imports no chart');
    await expectAllowed('src/api/timing.ts', `import { REQUEST_TIMEOUT_MS } from '@/domain/requestLimits';\n${use('REQUEST_TIMEOUT_MS')}`);
  });

  it('src/i18n/, src/flowTooling/, src/sandbox/: each keeps to itself', async () => {
    await expectRefused('src/i18n/labels.ts', `import { Spinner } from '@/ui/common/Spinner';\n${use('Spinner')}`, imports, 'Messages and formatting import no chart');
    await expectAllowed('src/i18n/labels.ts', `import { toShort } from '@/i18n/locale';\n${use('toShort')}`);
    await expectRefused('src/flowTooling/extra.ts', `import { useState } from 'react';\n${use('useState')}`, imports, 'The flow tooling reads charts only');
    await expectAllowed('src/flowTooling/extra.ts', `import { createActor } from 'xstate';\n${use('createActor')}`);
    await expectRefused('src/sandbox/extra.ts', `import { useFlow } from '@/flows/shared/useFlow';\n${use('useFlow')}`, imports, 'The sandbox is a backend');
    await expectAllowed('src/sandbox/extra.ts', `import { http } from 'msw';\n${use('http')}`);
  });

  it('the sandbox is reached only by a dynamic import at the edge', async () => {
    await expectRefused('src/main.tsx', `import { startBrowserSandbox } from '@/sandbox/browser';\n${use('startBrowserSandbox')}`, imports, 'loaded only by a dynamic import');
    await expectAllowed('src/main.tsx', `export const start = () => import('@/sandbox/browser');\n`);
  });

  it('src/flows/: never src/app; clients only as types; the flow tooling only in the dev flow player', async () => {
    await expectRefused('src/flows/cart/CartRoute.tsx', `import { createAppRouter } from '@/app/router';\n${use('createAppRouter')}`, imports, 'nothing below the composition root imports src/app');
    await expectRefused('src/flows/cart/cart.live.ts', `import { createClients } from '@/api/clients';\n${use('createClients')}`, imports, 'A live actor calls the clients of its services');
    await expectRefused('src/flows/cart/cart.live.ts', `import createClient from 'openapi-fetch';\n${use('createClient')}`, imports, 'Only src/api creates clients');
    await expectRefused('src/flows/cart/CartRoute.tsx', `import { chartModel } from '@/flowTooling/chartModel';\n${use('chartModel')}`, imports, 'The flow tooling serves scripts');
    await expectAllowed('src/flows/cart/cart.live.ts', `import type { ApiClients } from '@/api/clients';\nimport { useFlow } from '@/flows/shared/useFlow';\nimport { getLiff } from '@/platform/line/liff';\nexport type C = ApiClients;\n${use('useFlow', 'getLiff')}`);
    await expectAllowed('src/flows/devFlows/FlowPlayerRoute.tsx', `import { chartModel } from '@/flowTooling/chartModel';\n${use('chartModel')}`);
  });

  it('src/platform/: no UI, app or flow', async () => {
    await expectRefused('src/platform/line/liff.ts', `import { useServices } from '@/flows/shared/services';\n${use('useServices')}`, imports, 'The platform layer');
    await expectRefused('src/platform/line/liff.ts', `import { useState } from 'react';\n${use('useState')}`, imports, 'The platform layer');
    await expectAllowed('src/platform/line/liff.ts', `import { channelIdFromLiffId } from '@/domain/line/authorize';\n${use('channelIdFromLiffId')}`);
  });

  it('src/app/ composes everything below it', async () => {
    await expectAllowed('src/app/router.tsx', `import { WelcomePointHost } from '@/flows/welcomePoint/WelcomePointHost';\n${use('WelcomePointHost')}`);
  });

  it('a relative path may not climb out of its folder past the aliases', async () => {
    await expectRefused('src/ui/form/Field.tsx', `import { useFlow } from '../../app/useFlow';\n${use('useFlow')}`, imports, 'through the @/ or @machines/ alias');
  });
});

describe('cycles', () => {
  it('refuses an import that closes a cycle, not a type-only one', async () => {
    // drawResult.ts imports campaignKind.ts, so campaignKind importing drawResult back closes a cycle.
    await expectRefused('src/domain/campaign/campaignKind.ts', `import { selectDrawResult } from './drawResult';\n${use('selectDrawResult')}`, 'import-x/no-cycle', 'Dependency cycle');
    await expectAllowed('src/domain/campaign/campaignKind.ts', `import type { DrawResult } from './drawResult';\nexport type D = DrawResult;\n`);
  });
});

describe('names', () => {
  const naming = 'check-file/filename-naming-convention';
  it('refuses a snake_case or PascalCase .ts file, a kebab-case folder and an index file', async () => {
    await expectRefused('src/ui/form/date_picker.ts', 'export const x = 1;\n', naming, 'breaks the naming rule');
    await expectRefused('src/ui/form/DatePicker.ts', 'export const x = 1;\n', naming, 'breaks the naming rule');
    await expectRefused('src/ui/date-picker/datePicker.ts', 'export const x = 1;\n', 'check-file/folder-naming-convention', 'breaks the naming rule');
    await expectRefused('src/ui/form/index.ts', 'export const x = 1;\n', 'check-file/no-index', 'No index files');
  });
  it('lets through camelCase .ts with role parts, and PascalCase or camelCase .tsx', async () => {
    await expectAllowed('machines/otp/otp.machine.ts', 'export const x = 1;\n');
    await expectAllowed('tests/otp/otp.property.test.ts', 'export const x = 1;\n');
    await expectAllowed('src/ui/form/DatePicker.tsx', 'export const x = 1;\n');
    await expectAllowed('src/app/router.tsx', 'export const x = 1;\n');
  });
});
