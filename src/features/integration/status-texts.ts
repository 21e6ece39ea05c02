/**
 * The texts of the integration status screen: how a value reads, and what the screen says
 * for an integration it does not know or when the status cannot be loaded (in
 * red "Error: {message}").
 */
import type { IntegrationStatusValue } from '@/contract/integration';
import { formatTimestamp } from '@/lib/dates';

export type ShownValue = { kind: 'text'; text: string } | { kind: 'list'; items: string[] };

/**
 * A text as it is (an instant on the site's clock, `timeZone`, as every site screen shows dates,
 * ADR 0026; nothing as a dash); a list item by item ("None" when empty).
 */
export function shownValue(value: IntegrationStatusValue, timeZone: string | undefined): ShownValue {
  if (Array.isArray(value)) return value.length ? { kind: 'list', items: value } : { kind: 'text', text: 'None' };
  const trimmed = value.trim();
  if (!trimmed) return { kind: 'text', text: '—' };
  return { kind: 'text', text: formatTimestamp(trimmed, timeZone) || trimmed };
}

export function unknownIntegrationMessage(name: string): string {
  return `Unknown integration: ${name}`;
}

export function statusErrorMessage(message: string): string {
  return `Error: ${message}`;
}

export const needsConnection = 'The integration status needs a connection to the server.';
