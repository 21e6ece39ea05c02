/**
 * Chakra's provider with the app's system (see system.ts): what the lazy provider loads
 * (lazy-provider.tsx), in the Chakra system's chunk. The colour mode needs nothing
 * here: it is the `dark` class on <html>, set before the first paint by public/colour-mode.js
 * (ADR 0039: not next-themes, whose inline script the CSP refuses).
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
