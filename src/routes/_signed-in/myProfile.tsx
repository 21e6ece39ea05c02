import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { ProfilePage } from '@/features/profile/profile-page';

/** ?focus=password is how the profile menu's "Reset My Password" lands on the password field. */
const ProfileSearch = v.object({ focus: v.fallback(v.optional(v.picklist(['password'])), undefined) });

export const Route = createFileRoute('/_signed-in/myProfile')({
  validateSearch: ProfileSearch,
  staticData: { title: 'My Profile' },
  component: function ProfileRoute() {
    const { focus } = Route.useSearch();
    const navigate = Route.useNavigate();
    // Drop the parameter once used, so choosing "Reset My Password" again focuses again.
    const onPasswordFocused = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
    return <ProfilePage focusPassword={focus === 'password'} onPasswordFocused={onPasswordFocused} />;
  },
});
