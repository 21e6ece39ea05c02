/**
 * A form's write: `useMutation` whose `mutate` starts nothing while the last one is on its way.
 *
 * `isPending` reaches the screen a render later, so a double click or Enter pressed twice
 * arrives before the button is disabled and sent the form twice: a shop created, then
 * "already exists" under the name (ADR 0108). Every form that creates or saves on submit uses
 * this instead of `useMutation`; writes a row makes by itself (a switch) keep theirs.
 */
import { useMutation, type DefaultError, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

export function useSubmitMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const { mutate: start } = mutation;
  const mutate = useCallback(
    (...[variables, callbacks]: Parameters<typeof start>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const settled: typeof callbacks = {
        ...callbacks,
        onSettled: (...outcome) => {
          inFlight.current = false;
          callbacks?.onSettled?.(...outcome);
        },
      };
      start(...([variables, settled] as Parameters<typeof start>));
    },
    [start],
  );
  return { ...mutation, mutate };
}
