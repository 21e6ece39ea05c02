/**
 * One source of colours (ADR 0079): the plain sheets draw with the Chakra theme's own CSS
 * variables, which scripts/theme-tokens.ts writes from the theme into the page. Every variable
 * they name exists in the theme, the page's sheet follows the theme, and no sheet holds a colour
 * or a font stack of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSystem, defineConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { appVariables, tokenSheet } from '../../scripts/theme-tokens';
import { system, systemConfig } from '../../src/components/ui/system';

const root = join(import.meta.dirname, '../..');

/** The declarations of `selector`'s rule in `sheet`. */
function rule(sheet: string, selector: string): Map<string, string> {
  const body = sheet.split('\n').find((line) => line.startsWith(`${selector}{`));
  if (!body) throw new Error(`no ${selector} rule in the sheet`);
  const declarations = body.slice(selector.length + 1, -1).split(';');
  return new Map(declarations.map((declaration) => [declaration.slice(0, declaration.indexOf(':')), declaration.slice(declaration.indexOf(':') + 1)]));
}

describe('the theme tokens sheet', () => {
  it('defines every variable the app names, and what their values refer to', () => {
    const wanted = appVariables(root);
    expect(wanted).toContain('--chakra-colors-brand-solid');
    expect(wanted).toContain('--chakra-fonts-body');
    const sheet = tokenSheet(system, wanted);
    const defined = new Set(Array.from(sheet.matchAll(/(--chakra-[a-z0-9-]+):/g), (match) => match[1]));
    for (const name of wanted) expect(defined, name).toContain(name);
    for (const referred of sheet.matchAll(/var\((--chakra-[a-z0-9-]+)\)/g)) expect(defined, referred[1]).toContain(referred[1]);
  });

  it('follows the theme: another brand is another sheet, in light and in dark mode', () => {
    const changed = createSystem(
      systemConfig,
      defineConfig({ theme: { tokens: { colors: { brand: { 500: { value: '#0b6e4f' }, 600: { value: '#8a1c7c' } } } } } }),
    );
    const sheet = tokenSheet(changed, ['--chakra-colors-brand-solid']);
    expect(rule(sheet, ':where(html, .chakra-theme)').get('--chakra-colors-brand-600')).toBe('#8a1c7c');
    expect(rule(sheet, ':where(html, .chakra-theme)').get('--chakra-colors-brand-500')).toBe('#0b6e4f');
    expect(rule(sheet, ':root, .light').get('--chakra-colors-brand-solid')).toBe('var(--chakra-colors-brand-600)');
    expect(rule(sheet, '.dark, .dark .chakra-theme:not(.light)').get('--chakra-colors-brand-solid')).toBe('var(--chakra-colors-brand-500)');
    // Only what was asked for, and what it refers to.
    expect(sheet).not.toContain('--chakra-colors-red-');
  });

  it('refuses a variable the theme does not define, naming it', () => {
    expect(() => tokenSheet(system, ['--chakra-colors-brand-solid', '--chakra-colors-brand-shiny'])).toThrow(/--chakra-colors-brand-shiny/);
  });
});

describe('the plain sheets', () => {
  const sheets = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));

  it('hold no colour and no font stack of their own: the theme has them', () => {
    expect(sheets.length).toBeGreaterThan(10);
    const copies = sheets.flatMap((file) =>
      readFileSync(join(root, 'src', file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.replace(/\/\*.*?\*\//g, ''), at: `${file}:${index + 1}` }))
        .filter(({ line }) => /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|oklch)\(|font-family:(?!\s*(var\(|inherit))/i.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(copies).toEqual([]);
  });
});
