/**
 * The console's theme: Chakra's tokens and semantic tokens (colours, fonts, radii, shadows,
 * z-indices, each in light and dark mode) with the console's brand. It is the one source of those
 * values, read at build time: scripts/theme-tokens.ts writes the CSS variables the app's sheets
 * name (`var(--chakra-colors-fg-muted)`) into every page, and the app's icons take the brand
 * from it (scripts/make-icons.ts). Nothing draws with Chakra's runtime (ADR 0082): the kit
 * (src/components/ui) draws every control in plain CSS on these variables.
 */
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { cssVarsPrefix, cssVarsRoot, semanticTokens, tokens } from '@chakra-ui/react/theme';

/** Chakra's own tokens, with no recipe: no component of Chakra's is drawn. */
const themeConfig = defineConfig({
  preflight: false,
  cssVarsPrefix,
  cssVarsRoot,
  theme: { tokens, semanticTokens },
});

const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eaf1f8' },
          100: { value: '#cddcec' },
          200: { value: '#a3bfdb' },
          300: { value: '#749fc7' },
          400: { value: '#4a7fb0' },
          500: { value: '#2e6596' },
          600: { value: '#1f4e79' },
          700: { value: '#1a4163' },
          800: { value: '#15334d' },
          900: { value: '#0f2538' },
          950: { value: '#091725' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // The shape every Chakra palette has (solid, contrast, fg, muted, subtle…), which the kit's
        // `colorPalette="brand"` reads; in dark mode light text on deep fills (ADR 0039).
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.300}' } },
          border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
        // Chakra's red.500 on white is 3.8:1; error text (field errors, a counter past its limit) must be readable: 6.5:1.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        // What is raised over the page (dialogs, menus, cards, toasts) is a step lighter than the dark page
        // (Chakra's gray.950 is the page's own colour there), and a dialog dims the page behind it more.
        bg: { panel: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } } },
        backdrop: { value: { _light: '{colors.blackAlpha.500}', _dark: '{colors.blackAlpha.700}' } },
        // The edge of a control whose edge shows its state (a checkbox, a switch's track, an off light): 3:1 or more
        // against the page and the panels in both modes (WCAG 1.4.11); border.emphasized is 1.5:1 and 1.9:1.
        border: { control: { value: '{colors.gray.500}' } },
      },
    },
  },
});

/** The theme: Chakra's base (its light and dark conditions) with its tokens and the console's brand. */
export const systemConfig = mergeConfigs(defaultBaseConfig, themeConfig, brandConfig);

/** The one source of the console's colours, fonts, radii and shadows (scripts/theme-tokens.ts, ADR 0079). */
export const system = createSystem(systemConfig);
