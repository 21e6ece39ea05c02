/**
 * Where a build's link goes: a production build to the production mobile site,
 * any other to its installer among the test installers (by android_filename). The targets
 * come from the runtime configuration (lib/environments.ts, mobileLinks); null when they
 * are not configured or the build names no installer.
 */
import type { MobileBuild, MobileLinks } from '@/contract/mobile-builds';

export interface BuildLink {
  href: string;
  /** The link's visible text. */
  text: string;
  /** Its accessible name, naming the build. */
  label: string;
}

export function buildLink(build: Pick<MobileBuild, 'build' | 'is_production' | 'android_filename'>, links: MobileLinks | null): BuildLink | null {
  if (!links) return null;
  if (build.is_production === 1) {
    return { href: links.productionSite, text: 'Production site', label: `Production site of build ${build.build}` };
  }
  if (!build.android_filename) return null;
  const folder = links.testInstallers.endsWith('/') ? links.testInstallers : `${links.testInstallers}/`;
  return { href: `${folder}${encodeURIComponent(build.android_filename)}`, text: 'Test installer', label: `Test installer of build ${build.build}` };
}

export function environmentLabel(environment: string): string {
  const labels: Record<string, string> = { production: 'Production', qa: 'QA', test: 'Test', development: 'Development' };
  return labels[environment] ?? environment;
}

export const onlyInDevelopment = 'Mobile builds are only available from the Development environment.';
