/** The signed-in caller of a request, as resolved from its bearer token. */
export interface Actor {
  userId: number;
  tokenId: number;
  username: string;
  isGlobalAdmin: boolean;
  isPremiseUser: boolean;
  /** Sites of the user in order; the first is the active site. */
  siteIds: number[];
  /**
   * On-premise securities (condition_writer, administration, ...) by site id. A permission is
   * always asked of the site the request acts on (holdsSecurity), never of the active site.
   */
  securitiesBySite: Readonly<Record<number, readonly string[]>>;
}

/** Whether the caller may use `security` at `siteId`: global admins always may (ADR 0023). */
export function holdsSecurity(actor: Actor, siteId: number | null | undefined, security: string): boolean {
  if (actor.isGlobalAdmin) return true;
  return siteId !== null && siteId !== undefined && (actor.securitiesBySite[siteId]?.includes(security) ?? false);
}
