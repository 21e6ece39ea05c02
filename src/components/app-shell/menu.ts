/**
 * The side menu by role: everyone gets Dashboard and Logout; auction
 * staff Vehicles, Dealers and Reports > Open Gate Passes, plus Integrations and Admin
 * Settings when they hold the on-premise security "administration"; cloud admins the
 * API Dashboard, the logs, ServNet Report, Mobile Builds, API Config (new), Site
 * Management and Cloud Users. Data, not markup, so the rules read in one place.
 */
import { linkOptions } from '@tanstack/react-router';
import { hasSecurity, roleOf } from '@/auth/roles';
import type { StoredUser } from '@/contract/auth';

const links = {
  dashboard: linkOptions({ to: '/', activeOptions: { exact: true } }),
  vehicles: linkOptions({ to: '/vehicles' }),
  dealers: linkOptions({ to: '/dealers' }),
  gatePasses: linkOptions({ to: '/auction/reports/$reportType', params: { reportType: 'gate-pass-open' } }),
  carmax: linkOptions({ to: '/auction/integration/$integration', params: { integration: 'carmax' } }),
  auctionSettings: linkOptions({ to: '/auction/settings', activeOptions: { exact: true } }),
  workOrders: linkOptions({ to: '/auction/settings/workorders' }),
  apiDashboard: linkOptions({ to: '/apidashboard' }),
  flumbus: linkOptions({ to: '/flumbus' }),
  apiLogs: linkOptions({ to: '/apilogs' }),
  badgeLogs: linkOptions({ to: '/apibadgelogs' }),
  spincarLogs: linkOptions({ to: '/spincarlogs' }),
  valuationLogs: linkOptions({ to: '/valuationlogs' }),
  aaValidationLogs: linkOptions({ to: '/aavalidationlogs' }),
  servnet: linkOptions({ to: '/admin/reports/servnet' }),
  mobileBuilds: linkOptions({ to: '/mobile-builds' }),
  apiConfig: linkOptions({ to: '/config2' }),
  sites: linkOptions({ to: '/siteconfig' }),
  users: linkOptions({ to: '/users' }),
};

export type MenuLink = (typeof links)[keyof typeof links];

export interface MenuEntry {
  kind: 'link';
  label: string;
  link: MenuLink;
}

export interface MenuGroup {
  kind: 'group';
  heading: string;
  entries: MenuEntry[];
}

export type MenuItem = MenuEntry | MenuGroup;

const entry = (label: string, link: MenuLink): MenuEntry => ({ kind: 'link', label, link });
const group = (heading: string, entries: MenuEntry[]): MenuGroup => ({ kind: 'group', heading, entries });

function auctionItems(user: StoredUser): MenuItem[] {
  const items: MenuItem[] = [
    entry('Vehicles', links.vehicles),
    entry('Dealers', links.dealers),
    group('Reports', [entry('Open Gate Passes', links.gatePasses)]),
  ];
  if (hasSecurity(user, 'administration')) {
    items.push(
      group('Integrations', [entry('Carmax Status', links.carmax)]),
      group('Admin Settings', [entry('All settings', links.auctionSettings), entry('Work Orders', links.workOrders)]),
    );
  }
  return items;
}

const adminItems: MenuItem[] = [
  entry('API Dashboard', links.apiDashboard),
  group('Logs', [
    entry('Flumbus', links.flumbus),
    entry('API', links.apiLogs),
    entry('Badge', links.badgeLogs),
    entry('Spincar', links.spincarLogs),
    entry('Valuation History', links.valuationLogs),
    entry('AA Validation', links.aaValidationLogs),
  ]),
  group('Reports', [entry('ServNet Report', links.servnet)]),
  entry('Mobile Builds', links.mobileBuilds),
  entry('API Config (new)', links.apiConfig),
  entry('Site Management', links.sites),
  entry('Cloud Users', links.users),
];

/** The menu above Logout (which every role gets, rendered by the menu itself). */
export function menuFor(user: StoredUser): MenuItem[] {
  const role = roleOf(user);
  const items: MenuItem[] = [entry('Dashboard', links.dashboard)];
  if (role === 'auction') items.push(...auctionItems(user));
  if (role === 'admin') items.push(...adminItems);
  return items;
}

/**
 * Whether the user's menu has Vehicles (auction staff, whom the vehicles routes' guard lets in):
 * the top bar's Scan VIN, which finds a vehicle through that list's box, is theirs (ADR 0093).
 */
export function menuHasVehicles(user: StoredUser): boolean {
  return menuFor(user).some((item) => item.kind === 'link' && item.link === links.vehicles);
}
