/**
 * The full-width submit button of the open pages (Chakra's solid brand button, size lg,
 * drawn with auth.css). While `loading` it is disabled and shows a spinner and
 * `loadingText`, as Chakra's Button does.
 */
import type { ReactNode } from 'react';
import '@/components/plain-button.css';
import { Spinner } from '@/components/ui/spinner';

interface SubmitButtonProps {
  loading: boolean;
  loadingText: string;
  children: ReactNode;
}

export function SubmitButton({ loading, loadingText, children }: SubmitButtonProps) {
  return (
    <button type="submit" className="lc-button auth-submit" data-variant="solid" data-size="lg" disabled={loading} data-loading={loading ? '' : undefined}>
      {loading ? (
        <>
          <Spinner />
          {loadingText}
        </>
      ) : (
        children
      )}
    </button>
  );
}
