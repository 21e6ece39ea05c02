/** Modules the build writes (vite.config.ts's plugins). */
declare module 'virtual:plain-routes' {
  /** The ids of the pages that draw nothing with Chakra, worked out from their imports (scripts/route-styling.ts, ADR 0079). */
  export const plainRouteIds: ReadonlySet<string>;
}
