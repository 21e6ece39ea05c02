/**
 * The trimmed Chakra system carries only the recipes listed in src/components/ui/system.ts. This test reads
 * every Chakra import of the app and fails when a component's recipe is missing, so a new
 * screen cannot ship an unstyled component by accident.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemRecipeNames } from '../../src/components/ui/system';

/** Chakra components that are styled by a recipe, and the recipe's name. */
const recipeOf: Record<string, string> = {
  Accordion: 'accordion',
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Blockquote: 'blockquote',
  Breadcrumb: 'breadcrumb',
  Button: 'button',
  IconButton: 'button',
  CloseButton: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  CheckboxCard: 'checkboxCard',
  Code: 'code',
  Collapsible: 'collapsible',
  Combobox: 'combobox',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Editable: 'editable',
  EmptyState: 'emptyState',
  Field: 'field',
  Fieldset: 'fieldset',
  FileUpload: 'fileUpload',
  Heading: 'heading',
  HoverCard: 'hoverCard',
  Icon: 'icon',
  Input: 'input',
  InputAddon: 'inputAddon',
  Kbd: 'kbd',
  Link: 'link',
  List: 'list',
  Listbox: 'listbox',
  Mark: 'mark',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  NumberInput: 'numberInput',
  PinInput: 'pinInput',
  Popover: 'popover',
  Progress: 'progress',
  ProgressCircle: 'progressCircle',
  RadioCard: 'radioCard',
  RadioGroup: 'radioGroup',
  RatingGroup: 'ratingGroup',
  ScrollArea: 'scrollArea',
  SegmentGroup: 'segmentGroup',
  Select: 'select',
  Separator: 'separator',
  Skeleton: 'skeleton',
  SkeletonText: 'skeleton',
  SkeletonCircle: 'skeleton',
  Slider: 'slider',
  Spinner: 'spinner',
  Stat: 'stat',
  Status: 'status',
  Steps: 'steps',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  Textarea: 'textarea',
  Timeline: 'timeline',
  Toaster: 'toast',
  Toast: 'toast',
  Tooltip: 'tooltip',
  TreeView: 'treeView',
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function chakraImports(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(join(process.cwd(), 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react(?:\/[\w-]+)?'/g)) {
      for (const name of (match[1] ?? '').split(',').map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      )) {
        if (name) used.set(name, [...(used.get(name) ?? []), file]);
      }
    }
  }
  return used;
}

describe('the Chakra system', () => {
  it('carries the recipe of every Chakra component the app uses', () => {
    const missing = [...chakraImports()]
      .filter(([name]) => recipeOf[name] && !systemRecipeNames.includes(recipeOf[name] as string))
      .map(([name, files]) => `${name} (recipe ${recipeOf[name]}) used in ${files.join(', ')}`);
    expect(missing).toEqual([]);
  });
});
