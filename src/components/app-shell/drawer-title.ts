/**
 * The drawer header's text: in Production the production host name,
 * otherwise the environment's name.
 */
import type { Environment } from '@/contract/auth';

export function drawerTitle(environment: Environment, pageHost: string): string {
  if (environment.env !== 'production') return environment.name;
  return environment.hosts[0] || pageHost || environment.name;
}
