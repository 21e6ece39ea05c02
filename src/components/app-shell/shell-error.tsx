/** Shown instead of the shell when the stored user has no usable name. */
import { MessagePage } from '@/components/message-page';
import { Link } from '@/components/ui/link';
import { SignOutLink } from './sign-out-link';

export function ShellError() {
  return (
    <MessagePage title="Error">
      <p className="lc-message-page-muted">This account has no name, username or e-mail address, so the console cannot be shown.</p>
      <Link asChild>
        <SignOutLink>Logout</SignOutLink>
      </Link>
    </MessagePage>
  );
}
