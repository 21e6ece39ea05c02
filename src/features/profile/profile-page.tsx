/**
 * My Profile (/myProfile): cloud admins edit their name and password; auction staff and
 * plain cloud users see the same form read-only.
 */
import { Heading } from '@/components/ui/heading';
import { roleOf } from '@/auth/roles';
import { useSession } from '@/auth/use-session';
import { EditableProfile } from './editable-profile';
import { ReadOnlyProfile } from './read-only-profile';
import './profile.css';

interface ProfilePageProps {
  /** Put the cursor in the password field (the profile menu's "Reset My Password"). */
  focusPassword: boolean;
  onPasswordFocused: () => void;
}

export function ProfilePage({ focusPassword, onPasswordFocused }: ProfilePageProps) {
  const { user, installInfo } = useSession();
  if (!user) return null;
  const role = roleOf(user);
  return (
    <div className="profile-page">
      <Heading as="h1" size="xl">
        My Profile
      </Heading>
      {role === 'admin' ? (
        <EditableProfile user={user} focusPassword={focusPassword} onPasswordFocused={onPasswordFocused} />
      ) : (
        <ReadOnlyProfile user={user} installInfo={installInfo} auction={role === 'auction'} />
      )}
    </div>
  );
}
