/**
 * Test helpers of the shell and the screens inside it (imported by tests only): stored users of
 * each role, and the whole app's router on a memory history (render-app.tsx).
 */
import type { LocalSignInReply, SignInReply } from '@/contract/auth';

export const adminSignIn: SignInReply = {
  access_token: 'admin-token',
  cloudUser: {
    id: 1,
    name: 'Avery Admin',
    email: 'admin@example.com',
    username: 'admin@example.com',
    premise_user: 0,
    is_global_admin: 1,
    is_cloud_user: 1,
    site_current: [],
  },
};

const dallas = { id: 3, code: 'DAL', name: 'Dallas Auto Auction' };
const installInfo = { site_id: 3, site_code: 'DAL', site_name: 'Dallas Auto Auction', timezone: 'America/Chicago' };

function auctionSignIn(username: string, name: string, security: Record<string, 0 | 1>): LocalSignInReply {
  return {
    access_token: `${username}-token`,
    cloudUser: {
      id: username === 'inspector' ? 3 : 4,
      name,
      email: null,
      username,
      premise_user: 1,
      is_global_admin: 0,
      is_cloud_user: 0,
      site_current: [dallas],
      on_prem_user: { username, security },
    },
    install_info: installInfo,
    config: {},
  };
}

/** Auction staff holding the on-premise security "administration". */
export const inspectorSignIn = auctionSignIn('inspector', 'Ines Inspector', { condition_writer: 1, administration: 1 });
/** Auction staff without securities. */
export const clerkSignIn = auctionSignIn('clerk', 'Carl Clerk', { condition_writer: 0, administration: 0 });

export const plainUserSignIn: SignInReply = {
  access_token: 'user-token',
  cloudUser: { ...adminSignIn.cloudUser, id: 2, name: 'Uma User', email: 'user@example.com', is_global_admin: 0 },
};
