/**
 * The end of an admin edit form (sites, users): the server's refusal beside the Save button
 * (a page alert could be covered by a dialog), and Save enabled only with changes and a
 * connection, saying why when there is none. While there are changes, leaving the page asks
 * first (LeaveGuard).
 */
import { Button } from '@/components/ui/button';
import { notSavedText } from '@/api/failure-text';
import { LeaveGuard } from './leave-guard';
import { Notice } from './ui/notice';
import { Text } from './ui/text';
import './form-save-footer.css';

interface FormSaveFooterProps {
  /** The save's failure, if its last attempt failed. */
  error: unknown;
  failed: boolean;
  pending: boolean;
  hasChanges: boolean;
  online: boolean;
}

export function FormSaveFooter({ error, failed, pending, hasChanges, online }: FormSaveFooterProps) {
  return (
    <>
      {failed ? (
        <Notice status="error" variant="surface">
          {notSavedText(error)}
        </Notice>
      ) : null}
      <div className="lc-form-save">
        <Button type="submit" colorPalette="brand" disabled={!hasChanges || !online} loading={pending} loadingText="Saving…">
          Save Changes
        </Button>
        {!online ? <Text tone="muted">Saving needs a connection to the server.</Text> : null}
      </div>
      <LeaveGuard when={hasChanges && !pending} />
    </>
  );
}
