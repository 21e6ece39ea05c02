/**
 * Keeps an edit form's changes from being left by accident: while `when` holds, leaving the
 * page (a link, Back, the menu) asks first, and closing or reloading the tab gets the
 * browser's own warning. Changing only the page's search (a tab, a filter) is not leaving. The
 * way to /login is never held: a session that ended must be able to take the user there
 * (the profile menu's Sign out asks about unsent changes itself). `onLeave`: the user chose to
 * leave, so what the form kept on the device for later (a draft: ADR 0105, 0106) goes too.
 */
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from './confirm-dialog';

export function LeaveGuard({ when, onLeave }: { when: boolean; onLeave?: () => void }) {
  const blocker = useBlocker({
    disabled: !when,
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname && next.pathname !== '/login',
    enableBeforeUnload: when,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      danger
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      The changes on this page have not been saved. If you leave, they are lost.
    </ConfirmDialog>
  );
}
