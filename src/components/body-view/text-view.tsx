/**
 * A body as plain text, a chunk at a time: the first TEXT_CHUNK characters, then "Show
 * more" adds the next chunk, so a body of megabytes never becomes one huge text node.
 * The text is a React text node: markup in it is shown, never parsed.
 */
import { chakra, Stack } from '@chakra-ui/react';
import { Button } from '@/components/ui/button';
import { useState } from 'react';
import { sizeText } from './body-kind';

export const TEXT_CHUNK = 20_000;

export function TextView({ text, label }: { text: string; label: string }) {
  const [shown, setShown] = useState(Math.min(text.length, TEXT_CHUNK));
  const left = text.length - shown;
  return (
    <Stack gap="2" align="flex-start">
      <chakra.pre
        role="region"
        aria-label={label}
        tabIndex={0}
        m="0"
        w="100%"
        p="3"
        bg="bg.subtle"
        borderRadius="md"
        fontFamily="mono"
        fontSize="sm"
        lineHeight="1.5"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {text.slice(0, shown)}
      </chakra.pre>
      {left > 0 ? (
        <Button size="sm" variant="outline" onClick={() => setShown(Math.min(text.length, shown + TEXT_CHUNK))}>
          Show more ({sizeText(left)} left)
        </Button>
      ) : null}
    </Stack>
  );
}
