/**
 * Chakra's provider with the app's system (see system.ts). Light mode only for now; a
 * colour-mode switch would add next-themes here.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
