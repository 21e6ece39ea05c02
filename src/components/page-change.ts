/**
 * "Every navigation clears any displayed alert" (the platform's shell rule): when another page
 * opens, the page alert and the snackbars about the page left go, from the sign-in page as from
 * any screen of the shell. A list's filters, a tab or a page of results change only the
 * address's search: the same page, whose alerts stay (a saved view's "saved", a tab's failed
 * save). docs/decisions/0097-alerts-end-with-their-page.md.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearPageAlert } from './page-alert-store';
import { endPageSnackbars } from './snackbar';

export function useAlertsEndWithThePage(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged) return;
        clearPageAlert();
        endPageSnackbars();
      }),
    [router],
  );
}
