// @vitest-environment node
/**
 * The layer rule of eslint.config.js (ADR 0037) on planted imports: ESLint's own API lints
 * code as if it were a file at a given path, so CI proves that a wrong-way import fails
 * `npm run lint`, and that the right-way ones pass.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary errors ESLint reports for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('layer boundaries', () => {
  // ESLint loads its configuration and plugins with the first file it lints: setup, not a case
  // (on a 2-core machine under a full test run it took over the 15 s a case is given).
  beforeAll(() => boundaryErrors('src/lib/warm-up.ts', 'export const warm = 1;'), 120_000);

  it.each([
    ['lib importing the API client', 'src/lib/planted.ts', "export { http } from '@/api/http';", 'lib may not import api'],
    ['a relative import the wrong way', 'src/lib/planted.ts', "export { http } from '../api/http';", 'lib may not import api'],
    [
      'the engine importing a component',
      'src/offline/planted.ts',
      "export { ConfirmDialog } from '@/components/confirm-dialog';",
      'offline may not import components',
    ],
    [
      'a component importing a feature',
      'src/components/planted.ts',
      "export { vehicleKeys } from '@/features/vehicles/queries';",
      'components may not import feature',
    ],
    ['a feature importing a route', 'src/features/vehicles/planted.ts', "export { Route } from '@/routes/__root';", 'feature may not import routes'],
    [
      'a feature importing another feature',
      'src/features/vehicles/planted.ts',
      "export { dealerList } from '@/features/dealers/list/dealer-list';",
      'feature may not import feature',
    ],
    ['the contract importing lib', 'src/contract/planted.ts', "export * from '../lib/dates';", 'contract may not import lib'],
    ['the server importing the API client', 'server/planted.ts', "export { http } from '../src/api/http.ts';", 'server may not import api'],
    ['a lazy import the wrong way', 'src/api/planted.ts', "export const load = () => import('@/auth/session');", 'api may not import auth'],
    ['the app importing a test helper', 'src/planted.ts', "export { renderApp } from '@/test/render-app';", 'app may not import test'],
    ['the server importing its test support', 'server/planted.ts', "export * from './test/global-setup.ts';", 'server may not import test'],
    ['the test faults importing test support', 'server/faults/planted.ts', "export * from '../test/global-setup.ts';", 'faults may not import test'],
  ])('fails %s', async (_name, filePath, code, message) => {
    expect(await boundaryErrors(filePath, code)).toEqual([`${message} (layers run one way: ADR 0037)`]);
  });

  it.each([
    ['an upload route', 'server/routes/planted.ts', "export { uploadCrashes } from '../faults/upload-crashes.ts';"],
    ['the process that starts the app', 'server/index.ts', "export { testFaults } from './faults/test-faults.ts';"],
  ])('keeps the test faults out of %s: only the app wires them', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual(['only server/app.ts may import the test faults (ADR 0078)']);
  });

  it('passes imports that go down, within a feature, the server’s use of the contract and the app’s wiring of the test faults', async () => {
    expect(await boundaryErrors('src/routes/planted.ts', "export { vehicleKeys } from '@/features/vehicles/queries';")).toEqual([]);
    expect(await boundaryErrors('src/features/vehicles/planted.ts', "export { vehicleKeys } from './queries';\nexport { http } from '@/api/http';")).toEqual(
      [],
    );
    expect(await boundaryErrors('src/offline/planted.ts', "export { sessionToken } from '@/auth/session';")).toEqual([]);
    expect(await boundaryErrors('server/planted.ts', "export { ApiErrorBody } from '../src/contract/api-error.ts';")).toEqual([]);
    expect(await boundaryErrors('server/app.ts', "export { testFaults } from './faults/test-faults.ts';")).toEqual([]);
    expect(await boundaryErrors('server/faults/planted.ts', "export { q } from '../db/query.ts';")).toEqual([]);
  });
});

describe('the kit (ADR 0082)', () => {
  const restricted = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
  };
  const refused =
    "'@chakra-ui/react' import is restricted from being used. Draw with the kit (src/components/ui) and plain CSS on the theme's variables: Chakra's package is the theme's source only (src/components/ui/system.ts, ADR 0082).";

  it.each([
    ['a screen', 'src/features/vehicles/planted.tsx', "export { Dialog } from '@chakra-ui/react';"],
    ['a screen laying out with Chakra', 'src/features/sites/planted.tsx', "export { Stack, Text } from '@chakra-ui/react';"],
    ['a house part', 'src/components/planted.tsx', "export { Badge } from '@chakra-ui/react';"],
    ['the kit itself', 'src/components/ui/planted.tsx', "export { Button } from '@chakra-ui/react';"],
  ])("keeps %s from drawing with Chakra's components: it takes the kit's", async (_, filePath, code) => {
    expect(await restricted(filePath, code)).toEqual([refused]);
  });

  it("lets the theme be built from Chakra's tokens, and a screen draw with the kit", async () => {
    expect(await restricted('src/components/ui/system.ts', "export { createSystem } from '@chakra-ui/react';")).toEqual([]);
    expect(
      await restricted(
        'src/features/sites/planted.tsx',
        "export { TextField } from '@/components/ui/field';\nexport { Badge } from '@/components/ui/badge';\nexport { Link } from '@/components/ui/link';",
      ),
    ).toEqual([]);
  });
});
