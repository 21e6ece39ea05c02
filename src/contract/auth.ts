/**
 * Sign-in, session and environment shapes of the /v3 contract (docs/API.md, "Sign-in and
 * session"). The app parses every sign-in reply with these; the stored session is
 * re-validated with them when it is read back from browser storage.
 */
import * as v from 'valibot';
import { maximumPasswordLength, passwordTooLongMessage } from './password-rules';
import { nameKey, visible } from './field-rules';

const flag = v.picklist([0, 1]);

export const SiteRef = v.object({ id: v.number(), code: v.string(), name: v.string() });
export type SiteRef = v.InferOutput<typeof SiteRef>;

export const InstallInfo = v.object({
  site_id: v.number(),
  site_code: v.string(),
  site_name: v.string(),
  timezone: v.optional(v.string()),
});
export type InstallInfo = v.InferOutput<typeof InstallInfo>;

/** Effective site configuration: names to typed values (booleans, numbers, strings). */
export const PremiseConfig = v.record(v.string(), v.nullable(v.union([v.boolean(), v.number(), v.string()])));
export type PremiseConfig = v.InferOutput<typeof PremiseConfig>;

export const OnPremUser = v.object({
  username: v.nullish(v.string()),
  security: v.record(v.string(), flag),
  install_info: v.optional(InstallInfo),
  config: v.optional(PremiseConfig),
});
export type OnPremUser = v.InferOutput<typeof OnPremUser>;

/** What every reply about a user carries: who it is and its three API settings (also the admin screens' AdminUser). */
export const userEntries = {
  id: v.number(),
  name: v.string(),
  full_name: v.nullish(v.string()),
  email: v.nullish(v.string()),
  username: v.nullish(v.string()),
  /** Auction User. */
  premise_user: flag,
  /** Cloud User. */
  is_cloud_user: flag,
  /** Cloud Admin. */
  is_global_admin: flag,
};

export const CloudUser = v.object({
  ...userEntries,
  site_current: v.array(SiteRef),
  on_prem_user: v.optional(OnPremUser),
});
export type CloudUser = v.InferOutput<typeof CloudUser>;

export const SignInReply = v.object({ access_token: v.string(), cloudUser: CloudUser });
export type SignInReply = v.InferOutput<typeof SignInReply>;

export const LocalSignInReply = v.object({
  ...SignInReply.entries,
  install_info: InstallInfo,
  config: PremiseConfig,
});
export type LocalSignInReply = v.InferOutput<typeof LocalSignInReply>;

/** The signed-in user as the app stores it: the user document plus its token. */
export const StoredUser = v.object({ ...CloudUser.entries, access_token: v.string() });
export type StoredUser = v.InferOutput<typeof StoredUser>;

/**
 * The form a username is compared in (NFKC, then case-folded): `Rosa`, `ROSA` and the
 * full-width `Ｒｏｓａ` are one name. The server's unique index on users is over this key.
 */
export const usernameKey: (username: string) => string = nameKey;

/** Control and invisible format characters (NUL, line breaks, bidi overrides) in a name. */
const controlCharacters = /[\p{Cc}\p{Cf}]/u;

/** Strict: a field it does not take (`is_global_admin`) is refused, not dropped without a word. */
export const RegisterRequest = v.strictObject({
  first_name: v.pipe(v.string(), v.trim(), visible('First Name is required'), v.maxLength(60, 'First Name must be at most 60 characters')),
  last_name: v.pipe(v.string(), v.trim(), visible('Last Name is required'), v.maxLength(60, 'Last Name must be at most 60 characters')),
  username: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Username is required'),
    v.maxLength(120, 'Username must be at most 120 characters'),
    v.check((name) => !controlCharacters.test(name), 'Username must not contain control characters'),
  ),
  password: v.pipe(v.string(), v.minLength(1, 'Password is required'), v.maxLength(maximumPasswordLength, passwordTooLongMessage)),
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequest>;

export const EnvironmentName = v.picklist(['development', 'test', 'qa', 'production']);
export type EnvironmentName = v.InferOutput<typeof EnvironmentName>;

/** One deployment target of the runtime configuration file (public/environments.json). */
export const Environment = v.object({
  env: EnvironmentName,
  name: v.string(),
  /** API base URL; empty means the origin the console is served from. */
  url: v.string(),
  /** Page host names that select this environment by default. */
  hosts: v.optional(v.array(v.string()), []),
});
export type Environment = v.InferOutput<typeof Environment>;

export const EnvironmentsFile = v.object({ environments: v.pipe(v.array(Environment), v.minLength(1)) });
export type EnvironmentsFile = v.InferOutput<typeof EnvironmentsFile>;
