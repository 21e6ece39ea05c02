import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ScreenNotBuilt } from '../../components/screen-not-built';

/** ?focus=password is how the profile menu's "Reset My Password" lands on the password field. */
const ProfileSearch = v.object({ focus: v.fallback(v.optional(v.picklist(['password'])), undefined) });

export const Route = createFileRoute('/_signed-in/myProfile')({
  validateSearch: ProfileSearch,
  staticData: { title: 'My Profile' },
  component: () => <ScreenNotBuilt title="My Profile" />,
});
