/**
 * A page that only says something: a heading, a line or two, and a way on, centred (the
 * not-found page, the shell's "Error"). Plain CSS: the shell around it does not wait for
 * Chakra, and a page that says what went wrong must not depend on more code arriving.
 */
import type { ReactNode } from 'react';
import { Heading } from '@/components/ui/heading';
import './message-page.css';

export function MessagePage({ title, landmark = true, children }: { title: string; landmark?: boolean; children: ReactNode }) {
  // Inside the signed-in shell, whose page area is the main landmark, it is not one itself.
  const Frame = landmark ? 'main' : 'div';
  return (
    <Frame className="lc-message-page">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Frame>
  );
}
