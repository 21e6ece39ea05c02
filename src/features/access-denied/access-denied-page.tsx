/**
 * /access/{level}: where the guards send a role that may not open a
 * page. The link to the sign-in page signs out first: the point is to sign in as someone
 * else, and a live session would otherwise carry on as the same user.
 */
import { MessagePage } from '@/components/message-page';
import { Link } from '@/components/ui/link';
import { SignOutLink } from '@/components/app-shell/sign-out-link';

export function accessDeniedMessage(level: string): string {
  if (level === 'admin') return 'This page is restricted to Administrators';
  if (level === 'auction') return 'This page is restricted to Auction Staff';
  return 'Access to this page is not allowed';
}

/** In the shell's page area, which is the main landmark. */
export function AccessDeniedPage({ level }: { level: string }) {
  return (
    <MessagePage title={accessDeniedMessage(level)} landmark={false}>
      <p className="lc-message-page-muted">Sign in with an account that may open it.</p>
      <Link asChild variant="underline">
        <SignOutLink>Sign in as another user</SignOutLink>
      </Link>
    </MessagePage>
  );
}
