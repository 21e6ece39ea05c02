/** The signed-in caller of a request, as resolved from its bearer token. */
export interface Actor {
  userId: number;
  tokenId: number;
  username: string;
  isGlobalAdmin: boolean;
  isPremiseUser: boolean;
  /** Sites of the user in order; the first is the active site. */
  siteIds: number[];
  /** On-premise securities at the active site (condition_writer, administration, ...). */
  securities: string[];
}
