// @vitest-environment node
/**
 * The layer rule of eslint.config.js (ADR 0037) on planted imports: ESLint's own API lints
 * code as if it were a file at a given path, so CI proves that a wrong-way import fails
 * `npm run lint`, and that the right-way ones pass.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary errors ESLint reports for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('layer boundaries', () => {
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

  it('allows the one named exception, a type-only import of the route ids, and nothing more', async () => {
    const typeOnly = "import type { FileRoutesById } from '../../routeTree.gen';\nexport type Ids = keyof FileRoutesById;";
    expect(await boundaryErrors('src/components/ui/chakra-for-routes.tsx', typeOnly)).toEqual([]);
    expect(await boundaryErrors('src/components/ui/chakra-for-routes.tsx', "export { routeTree } from '../../routeTree.gen';")).toEqual([
      'components may not import app (layers run one way: ADR 0037)',
    ]);
    expect(await boundaryErrors('src/components/ui/planted.tsx', typeOnly)).toEqual(['components may not import app (layers run one way: ADR 0037)']);
  });
});

describe('the kit (ADR 0079)', () => {
  const restricted = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
  };

  it("keeps a screen from drawing a dialog with Chakra's own: it takes the kit's", async () => {
    expect(await restricted('src/features/vehicles/planted.tsx', "export { Dialog } from '@chakra-ui/react';")).toEqual([
      "'Dialog' import from '@chakra-ui/react' is restricted. A dialog is the kit's: import { Dialog } from '@/components/ui/dialog' (ADR 0079).",
    ]);
    expect(
      await restricted('src/features/vehicles/planted.tsx', "export { Dialog } from '@/components/ui/dialog';\nexport { Box } from '@chakra-ui/react';"),
    ).toEqual([]);
    expect(await restricted('src/components/ui/planted.tsx', "export { Dialog } from '@chakra-ui/react';")).toEqual([]);
  });

  it("keeps a screen from drawing Chakra's spinner: it takes the kit's, one for plain and Chakra screens alike", async () => {
    expect(await restricted('src/features/vehicles/planted.tsx', "export { Spinner } from '@chakra-ui/react';")).toEqual([
      "'Spinner' import from '@chakra-ui/react' is restricted. A spinner is the kit's: import { Spinner } from '@/components/ui/spinner' (ADR 0079).",
    ]);
  });

  it("keeps a screen from drawing Chakra's fields, selects, checkboxes and switches: it takes the kit's", async () => {
    const field = "is restricted. A field is the kit's: import { TextField, TextArea, Fieldset } from '@/components/ui/field' (ADR 0079).";
    expect(
      await restricted('src/features/sites/planted.tsx', "export { Field, Input, Textarea, InputGroup, Fieldset, Stack } from '@chakra-ui/react';"),
    ).toEqual(['Field', 'Input', 'Textarea', 'InputGroup', 'Fieldset'].map((name) => `'${name}' import from '@chakra-ui/react' ${field}`));
    expect(await restricted('src/features/config/planted.tsx', "export { NativeSelect, Checkbox, Switch } from '@chakra-ui/react';")).toEqual([
      "'NativeSelect' import from '@chakra-ui/react' is restricted. A select is the kit's: import { Select } from '@/components/ui/select' (ADR 0079).",
      "'Checkbox' import from '@chakra-ui/react' is restricted. A checkbox is the kit's: import { Checkbox } from '@/components/ui/checkbox' (ADR 0079).",
      "'Switch' import from '@chakra-ui/react' is restricted. A switch is the kit's: import { Switch } from '@/components/ui/switch' (ADR 0079).",
    ]);
    expect(
      await restricted(
        'src/features/sites/planted.tsx',
        "export { TextField, Fieldset } from '@/components/ui/field';\nexport { Select } from '@/components/ui/select';\nexport { Checkbox } from '@/components/ui/checkbox';\nexport { Switch } from '@/components/ui/switch';",
      ),
    ).toEqual([]);
  });

  it.each([
    ['Drawer', "A drawer is the kit's: import { Drawer } from '@/components/ui/drawer' (ADR 0080)."],
    ['Menu', "A menu is the kit's: import { Menu } from '@/components/ui/menu' (ADR 0080)."],
    ['Tabs', "Tabs are the kit's: import { Tabs } from '@/components/ui/tabs' (ADR 0080)."],
    ['Accordion', "An accordion is the kit's: import { Accordion } from '@/components/ui/accordion' (ADR 0080)."],
    ['Heading', "A heading is the kit's: import { Heading } from '@/components/ui/heading' (ADR 0079)."],
    ['Card', "A card is the kit's: import { Card } from '@/components/ui/card' (ADR 0079)."],
    ['Alert', "A notice is the kit's: import { Notice } from '@/components/ui/notice' (ADR 0079)."],
  ])("keeps a screen from drawing Chakra's %s: it takes the kit's, one for plain and Chakra screens alike", async (name, message) => {
    expect(await restricted('src/features/vehicles/planted.tsx', `export { ${name} } from '@chakra-ui/react';`)).toEqual([
      `'${name}' import from '@chakra-ui/react' is restricted. ${message}`,
    ]);
    expect(await restricted('src/components/planted.tsx', `export { ${name}, Stack } from '@chakra-ui/react';`)).toHaveLength(1);
  });

  it("keeps a screen from drawing Chakra's buttons: it takes the kit's, one for plain and Chakra screens alike", async () => {
    const refused = (name: string) =>
      `'${name}' import from '@chakra-ui/react' is restricted. A button is the kit's: import { Button, IconButton, CloseButton } from '@/components/ui/button' (ADR 0079).`;
    expect(await restricted('src/features/vehicles/planted.tsx', "export { Button, IconButton, CloseButton } from '@chakra-ui/react';")).toEqual([
      refused('Button'),
      refused('IconButton'),
      refused('CloseButton'),
    ]);
    expect(await restricted('src/components/planted.tsx', "export { Button, IconButton, CloseButton } from '@/components/ui/button';")).toEqual([]);
    expect(await restricted('src/components/ui/planted.tsx', "export { Button } from '@chakra-ui/react';")).toEqual([]);
  });
});
