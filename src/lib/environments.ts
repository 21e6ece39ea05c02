/**
 * The deployment environments (Development, Test, QA, Production), read at start-up from
 * the runtime configuration file /environments.json so one build serves every host. The
 * default comes from the page host; the choice persists in localStorage.
 */
import * as v from 'valibot';
import { Environment, EnvironmentsFile, type EnvironmentName } from '@/contract/auth';
import { MapConfig, noMapImagery } from '@/contract/map-config';
import { MobileLinks } from '@/contract/mobile-builds';

const storageKey = 'lot-console.environment';

/** Used when the configuration file cannot be read: Development on the serving origin. */
export const fallbackEnvironments: Environment[] = [{ env: 'development', name: 'Development', url: '', hosts: [] }];

let environments: Environment[] = fallbackEnvironments;
let selected: Environment = fallbackEnvironments[0] as Environment;
let hostDefault: Environment = selected;
let map: MapConfig = noMapImagery;
let mobile: MobileLinks | null = null;
const listeners = new Set<() => void>();

/** Production host gives production, qa host qa, test host test; anything else development. */
export function environmentForHost(host: string, list: readonly Environment[]): Environment {
  const lower = host.toLowerCase();
  for (const env of ['production', 'qa', 'test'] as const) {
    const match = list.find((candidate) => candidate.env === env && candidate.hosts.some((h) => h.toLowerCase() === lower));
    if (match) return match;
  }
  return list.find((candidate) => candidate.env === 'development') ?? (list[0] as Environment);
}

function readStored(list: readonly Environment[]): Environment | undefined {
  try {
    const name = localStorage.getItem(storageKey);
    return list.find((candidate) => candidate.env === name);
  } catch {
    return undefined;
  }
}

/** Applies a parsed configuration: the stored choice if still offered, else the host's default. */
export function configureEnvironments(list: readonly Environment[], host: string): void {
  environments = [...list];
  hostDefault = environmentForHost(host, environments);
  selected = readStored(environments) ?? hostDefault;
}

let loading: Promise<void> | undefined;

/**
 * Loads /environments.json once (network first; the service worker keeps a copy for offline
 * starts): the read ahead (src/read-ahead.ts) and the entry both wait for it.
 */
export function loadEnvironments(): Promise<void> {
  loading ??= readEnvironments();
  return loading;
}

async function readEnvironments(): Promise<void> {
  let list = fallbackEnvironments;
  try {
    // index.html preloads it with the page (the server sends it `no-cache`, so it is never stale);
    // a cache mode here would make the browser fetch it a second time instead of using the preload.
    const response = await fetch('/environments.json');
    const file: unknown = await response.json();
    const parsed = v.safeParse(EnvironmentsFile, file);
    if (parsed.success) list = parsed.output.environments;
    else console.error('environments.json is not valid; using Development on this origin');
    configureMap(file);
    configureMobileLinks(file);
  } catch (error) {
    console.error('environments.json could not be read; using Development on this origin', error);
  }
  configureEnvironments(list, window.location.hostname);
}

/**
 * The map imagery of the configuration file (its optional `map` key). A bad `map` key only
 * costs the imagery (positions are then drawn on a plain background), never the environments.
 */
export function configureMap(file: unknown): void {
  const raw = typeof file === 'object' && file !== null && 'map' in file ? file.map : undefined;
  const parsed = v.safeParse(MapConfig, raw ?? {});
  if (!parsed.success) console.error('environments.json: the map key is not valid; the map shows no imagery', parsed.issues[0]?.message);
  map = parsed.success ? parsed.output : noMapImagery;
}

/**
 * Where the mobile build links go (the configuration file's optional `mobileBuilds` key).
 * Without it, or with a bad one, the builds show without links (and say why).
 */
export function configureMobileLinks(file: unknown): void {
  const raw = typeof file === 'object' && file !== null && 'mobileBuilds' in file ? file.mobileBuilds : undefined;
  const parsed = raw === undefined ? null : v.safeParse(MobileLinks, raw);
  if (parsed && !parsed.success) console.error('environments.json: the mobileBuilds key is not valid; builds show without links', parsed.issues[0]?.message);
  mobile = parsed?.success ? parsed.output : null;
}

/** The mobile build links' targets, or null when the configuration file names none. */
export function mobileLinks(): MobileLinks | null {
  return mobile;
}

/** The map imagery to use (none until the configuration file names some). */
export function mapConfig(): MapConfig {
  return map;
}

export function currentEnvironment(): Environment {
  return selected;
}

/**
 * Whether the environment selector is offered: when this host is a Development host.
 * (Judged by the host, not the current choice, so a developer who picked QA can pick again.)
 */
export function canChooseEnvironment(): boolean {
  return hostDefault.env === 'development';
}

export function availableEnvironments(): readonly Environment[] {
  return environments;
}

/** Switches environment (offered only in Development) and remembers it. */
export function selectEnvironment(env: EnvironmentName): void {
  const next = environments.find((candidate) => candidate.env === env);
  if (!next) return;
  selected = next;
  try {
    localStorage.setItem(storageKey, env);
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
  for (const listener of listeners) listener();
}

export function subscribeEnvironment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isEnvironmentName(value: string): value is EnvironmentName {
  return v.is(Environment.entries.env, value);
}
