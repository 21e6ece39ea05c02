/**
 * My Profile for auction staff and plain cloud users (their update is disabled):
 * the same form, every field read-only and Save disabled.
 */
import { TextField } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import type { InstallInfo, StoredUser } from '@/contract/auth';
import './profile.css';

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} readOnly />;
}

function siteOf(user: StoredUser, installInfo: InstallInfo | null): string {
  const site = user.site_current[0];
  if (site) return `${site.name} (${site.code})`;
  if (installInfo) return `${installInfo.site_name} (${installInfo.site_code})`;
  return '';
}

export function ReadOnlyProfile({ user, installInfo, auction }: { user: StoredUser; installInfo: InstallInfo | null; auction: boolean }) {
  return (
    <form className="profile-form" aria-label="My Profile" onSubmit={(event) => event.preventDefault()}>
      <p className="profile-note">This profile cannot be changed from the console.</p>
      <ReadOnlyField label="Name" value={user.name} />
      {auction ? (
        <>
          <ReadOnlyField label="Username" value={user.on_prem_user?.username ?? user.username ?? ''} />
          <ReadOnlyField label="Site" value={siteOf(user, installInfo)} />
        </>
      ) : (
        <ReadOnlyField label="Email Address" value={user.email ?? ''} />
      )}
      <div className="profile-actions">
        <Button type="submit" colorPalette="brand" disabled>
          Save
        </Button>
      </div>
    </form>
  );
}
