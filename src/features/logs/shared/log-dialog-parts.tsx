/**
 * The parts of a log row's dialog (components/record-dialog.tsx is the dialog): its sections,
 * its label and value pairs, and what shows until the record is there.
 */
import { Stack, Text } from '@chakra-ui/react';
import { Heading } from '@/components/ui/heading';
import { Button } from '@/components/ui/button';
import { forwardRef, type ReactNode } from 'react';

/** A part of a log in its dialog: a heading (focusable, so a dialog can open at it) and the part. */
export const LogSection = forwardRef<HTMLHeadingElement, { title: string; children: ReactNode }>(function LogSection({ title, children }, ref) {
  return (
    <Stack gap="2">
      <Heading ref={ref} as="h3" size="sm" tabIndex={-1}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
});

/** Label and value pairs (site, status, error message…); values are text. */
export function LogFacts({ facts, mono = false }: { facts: readonly [label: string, value: ReactNode][]; mono?: boolean }) {
  return (
    <Stack as="dl" gap="1" fontSize="sm">
      {facts.map(([label, value]) => (
        <Stack key={label} direction={{ base: 'column', sm: 'row' }} gap={{ base: '0', sm: '3' }}>
          <Text as="dt" fontWeight="semibold" minW="9rem">
            {label}
          </Text>
          <Text as="dd" overflowWrap="anywhere" whiteSpace="pre-wrap" fontFamily={mono ? 'mono' : undefined} fontSize={mono ? 'xs' : undefined}>
            {value}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** What a dialog shows in place of its record until it is there: loading, no connection, or the error. */
export function RecordStatus({ error, offline, onRetry }: { error: Error | null; offline: boolean; onRetry: () => void }) {
  if (error) {
    return (
      <Stack role="alert" gap="2" align="flex-start">
        <Text color="fg.error">The log could not be loaded: {error.message}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (offline) return <Text color="fg.muted">This log needs a connection to the server. It loads when the connection returns.</Text>;
  return (
    <Text color="fg.muted" role="status">
      Loading the log…
    </Text>
  );
}
