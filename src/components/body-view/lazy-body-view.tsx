/**
 * The way screens show a body: the placeholder at once when there is none, otherwise the
 * body view (body-view.tsx) loaded on first use, so the tree, the parsers and the worker
 * never weigh on a route's chunk.
 */
import { Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { guessBodyKind } from './body-kind';
import type { BodyViewProps } from './body-view';
import { Spinner } from '@/components/ui/spinner';

const BodyView = lazy(() => import('./body-view'));

/** Starts loading the body view ahead of need (e.g. when a dialog opens). */
export function preloadBodyView(): void {
  void import('./body-view');
}

export function LazyBodyView(props: BodyViewProps) {
  if (guessBodyKind(props.text, props.contentType) === 'empty') {
    return (
      <Text color="fg.muted" fontSize="sm">
        {props.emptyText}
      </Text>
    );
  }
  return (
    <Suspense
      fallback={
        <Flex role="status" align="center" gap="2" color="fg.muted" fontSize="sm" py="2">
          <Spinner size="sm" />
          <Text>Reading {props.label}…</Text>
        </Flex>
      }
    >
      <BodyView {...props} />
    </Suspense>
  );
}
