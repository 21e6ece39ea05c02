/** The seeded console users: the demo accounts of the README plus enough others to fill the users screen. */

export const demoPasswords = {
  admin: 'admin-demo-2026',
  user: 'user-demo-2026',
  inspector: 'inspector-demo-2026',
  clerk: 'clerk-demo-2026',
} as const;

export type PasswordKey = keyof typeof demoPasswords;

export interface UserDefinition {
  name: string;
  email: string | null;
  username: string | null;
  password: PasswordKey;
  premise_user: 0 | 1;
  is_global_admin: 0 | 1;
  is_cloud_user: 0 | 1;
  /** Site codes in site_current order, with the securities held at each. */
  sites: readonly (readonly [string, readonly string[]])[];
}

function cloud(name: string, email: string, admin: boolean): UserDefinition {
  return { name, email, username: null, password: admin ? 'admin' : 'user', premise_user: 0, is_global_admin: admin ? 1 : 0, is_cloud_user: 1, sites: [] };
}

function premise(name: string, username: string, password: PasswordKey, sites: UserDefinition['sites']): UserDefinition {
  return { name, email: null, username, password, premise_user: 1, is_global_admin: 0, is_cloud_user: 0, sites };
}

const writer = ['condition_writer'];
const lead = ['condition_writer', 'administration'];

export const userDefinitions: readonly UserDefinition[] = [
  cloud('Avery Admin', 'admin@example.com', true),
  cloud('Riley Chen', 'user@example.com', false),
  premise('Marcus Bell', 'inspector', 'inspector', [['DAL', lead]]),
  premise('Dana Whitfield', 'clerk', 'clerk', [['DAL', []]]),
  cloud('Morgan Ellis', 'morgan.ellis@example.com', true),
  cloud('Jordan Blake', 'jordan.blake@example.com', true),
  cloud('Priya Natarajan', 'priya.natarajan@example.com', false),
  cloud('Sam Okafor', 'sam.okafor@example.com', false),
  premise('Brandon Miller', 'bmiller', 'inspector', [['DAL', writer]]),
  premise('Jasmine Walker', 'jwalker', 'inspector', [['ATL', lead]]),
  premise('Terrell Greene', 'tgreene', 'inspector', [['ATL', writer]]),
  premise('Kayla Brooks', 'kbrooks', 'clerk', [['ATL', []]]),
  premise('Rafael Garcia', 'rgarcia', 'inspector', [['PHX', lead]]),
  premise('Linh Nguyen', 'lnguyen', 'inspector', [['PHX', writer]]),
  premise('Dev Patel', 'dpatel', 'clerk', [['PHX', []]]),
  premise('Chris Ortega', 'cortega', 'inspector', [
    ['DAL', writer],
    ['PHX', writer],
  ]),
];
