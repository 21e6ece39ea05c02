/**
 * Route guards, used by the layout routes' beforeLoad: signed-in routes send visitors
 * without a user to /login (remembering where they were going); admin and auction routes
 * send other roles to /access/admin or /access/auction.
 */
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import { roleOf, type Role } from './roles';

export function requireSignedIn(context: RouterContext, href: string): void {
  if (!context.session().user) throw redirect({ to: '/login', search: { redirect: href } });
}

export function requireRole(context: RouterContext, role: Exclude<Role, 'user'>): void {
  if (roleOf(context.session().user) !== role) throw redirect({ to: '/access/$level', params: { level: role } });
}
