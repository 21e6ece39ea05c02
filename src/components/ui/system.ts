/**
 * The app's Chakra system: the default config plus the brand palette and tablet-sized
 * touch targets. Recipes still come whole from defaultConfig; once the component set is
 * known, build from `defineConfig` with only the recipes used (toolchain gotcha 9: Chakra's
 * runtime cost grows with what the system carries).
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
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
        // The shape every Chakra palette has, so colorPalette="brand" works on any recipe.
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.600}' },
        },
      },
    },
    recipes: {
      // Gloved fingers on a lot: 44px is the smallest comfortable target (WCAG 2.5.5).
      button: { base: { minHeight: '44px', minWidth: '44px' } },
    },
  },
  globalCss: {
    body: { bg: 'bg.subtle', color: 'fg' },
  },
});

export const system = createSystem(defaultConfig, config);
