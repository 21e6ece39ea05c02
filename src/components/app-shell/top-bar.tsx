/**
 * The top bar: the menu button (only below 1024 px, where the drawer is temporary), the
 * logo, the page title, Scan VIN, the outbox status and the profile menu. The title is plain text, not a heading:
 * each screen owns its own h1. Plain elements (app-shell.css): it is part of the shell drawn before Chakra.
 */
import { OutboxStatus } from './outbox-status';
import { ProfileMenu } from './profile-menu';
import { ScanVinButton } from './scan-vin-button';
import { IconButton } from '@/components/ui/button';

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface TopBarProps {
  title: string;
  name: string;
  onOpenMenu: () => void;
  /** Offer Scan VIN: the user's menu has Vehicles (ADR 0093). */
  scanVin: boolean;
}

export function TopBar({ title, name, onOpenMenu, scanVin }: TopBarProps) {
  return (
    <header className="shell-topbar">
      <IconButton variant="ghost" className="shell-button shell-menu-button" aria-label="Open menu" onClick={onOpenMenu}>
        <MenuIcon />
      </IconButton>
      <img className="shell-logo" src="/favicon.svg" alt="" width="32" height="32" />
      <span className="shell-title" data-snapshot="blank">
        {title}
      </span>
      {scanVin ? <ScanVinButton /> : null}
      <OutboxStatus />
      <ProfileMenu name={name} />
    </header>
  );
}
