/**
 * The status of one integration at one site (GET /v3/integration/{integration}/status/{siteCode},
 * docs/API.md): name/value entries in the server's order, a value being a text or a list of texts.
 */
import * as v from 'valibot';

export const IntegrationStatusValue = v.union([v.string(), v.array(v.string())]);
export type IntegrationStatusValue = v.InferOutput<typeof IntegrationStatusValue>;

export const IntegrationStatusEntry = v.object({ name: v.string(), value: IntegrationStatusValue });
export type IntegrationStatusEntry = v.InferOutput<typeof IntegrationStatusEntry>;

export const IntegrationStatus = v.array(IntegrationStatusEntry);
export type IntegrationStatus = v.InferOutput<typeof IntegrationStatus>;

/** The integrations whose status the console shows (only Carmax). */
export const knownIntegrations = ['carmax'] as const;
export type KnownIntegration = (typeof knownIntegrations)[number];

export function isKnownIntegration(name: string): name is KnownIntegration {
  return (knownIntegrations as readonly string[]).includes(name);
}
