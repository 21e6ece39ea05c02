/**
 * The API Settings checkboxes of the user edit form as a pure function:
 * - ticking Auction User clears Cloud User and Cloud Admin;
 * - ticking Cloud User clears Auction User and Cloud Admin;
 * - unticking Cloud User switches Auction User on and Cloud Admin off;
 * - ticking Cloud Admin clears Auction User and sets Cloud User on;
 * - unticking Cloud Admin changes only that flag.
 * Unticking Auction User is not among the rules: it changes only that flag, and the form
 * then asks for a choice (apiFlagsProblem), since a user is an Auction User or a Cloud User.
 */
import { roleCombinationProblem, type ApiRoleFlags } from '@/contract/admin-users';

export interface ApiFlags {
  auctionUser: boolean;
  cloudUser: boolean;
  cloudAdmin: boolean;
}

export type ApiFlag = keyof ApiFlags;

export function toggleApiFlag(flags: ApiFlags, flag: ApiFlag, checked: boolean): ApiFlags {
  switch (flag) {
    case 'auctionUser':
      return checked ? { auctionUser: true, cloudUser: false, cloudAdmin: false } : { ...flags, auctionUser: false };
    case 'cloudUser':
      return checked ? { auctionUser: false, cloudUser: true, cloudAdmin: false } : { auctionUser: true, cloudUser: false, cloudAdmin: false };
    case 'cloudAdmin':
      return checked ? { auctionUser: false, cloudUser: true, cloudAdmin: true } : { ...flags, cloudAdmin: false };
  }
}

/** The combinations the rules produce: the contract's rule, which the server enforces with the same messages. */
export function apiFlagsProblem(flags: ApiFlags): string | null {
  return roleCombinationProblem(apiFieldsOf(flags));
}

/** The flags as the API spells them. */
export function flagsOf(user: ApiRoleFlags): ApiFlags {
  return { auctionUser: user.premise_user === 1, cloudUser: user.is_cloud_user === 1, cloudAdmin: user.is_global_admin === 1 };
}

export function apiFieldsOf(flags: ApiFlags): ApiRoleFlags {
  const bit = (on: boolean) => (on ? 1 : 0);
  return { premise_user: bit(flags.auctionUser), is_cloud_user: bit(flags.cloudUser), is_global_admin: bit(flags.cloudAdmin) };
}

/** "Cloud Admin", "Cloud User", "Auction User" (in that order), for the list. */
export function apiSettingsLabels(flags: ApiFlags): string[] {
  const labels: string[] = [];
  if (flags.cloudAdmin) labels.push('Cloud Admin');
  if (flags.cloudUser) labels.push('Cloud User');
  if (flags.auctionUser) labels.push('Auction User');
  return labels;
}
