/**
 * The app's Chakra system, built from Chakra's base preset and theme tokens plus ONLY the
 * recipes the console uses (Chakra's bundle-optimisation guide: Chakra resolves every
 * styled element through its recipes at run time, which is slow on a tablet): every
 * recipe left out is JavaScript a tablet never downloads and styles it never computes.
 *
 * A Chakra component whose recipe is not listed here renders unstyled: when a screen starts
 * using a new component, add its recipe below (tests/unit/chakra-recipes.test.ts fails otherwise).
 */
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  globalCss,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

const recipes = {
  badge: badgeRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

const slotRecipes = {
  avatar: avatarSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/** Chakra's own theme (tokens, text styles, ...) with the recipe list above. */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
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
        // The shape every Chakra palette has, so colorPalette="brand" works on any recipe; in
        // dark mode light text on deep fills (ADR 0039; the plain sheets read the same values, ADR 0079).
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
      },
    },
  },
  globalCss: {
    body: { bg: 'bg.subtle', color: 'fg' },
  },
});

/** The theme: Chakra's base with the recipes above and the console's brand. */
export const systemConfig = mergeConfigs(defaultBaseConfig, themeConfig, brandConfig);

/** The one source of the console's colours, fonts and shadows: Chakra's components read it at run time, the plain sheets through the CSS variables it writes (scripts/theme-tokens.ts, ADR 0079). */
export const system = createSystem(systemConfig);

/** Recipe names the system carries (for the test that guards against unstyled components). */
export const systemRecipeNames = [...Object.keys(recipes), ...Object.keys(slotRecipes)];
