/**
 * The browser storage keys of the signed-in device state, in a module of their own: the boot
 * script (scripts/boot-preload.ts) reads them too, before any of the app's code has loaded.
 */

/** The stored user (with its token), the install info and the premise configuration (auth/session.ts). */
export const sessionKeys = {
  user: 'lot-console.user',
  installInfo: 'lot-console.install_info',
  premiseConfig: 'lot-console.premise_config',
} as const;

/** The signed-in frame's copy, painted before the app starts (components/app-shell/shell-snapshot.ts, ADR 0104). */
export const shellSnapshotKey = 'lot-console.shell';
