/** Where a config row applies, in words: "Global" or "Site DAL". */
import type { ConfigRow } from '@/contract/admin-config';

export function scopeText(config: Pick<ConfigRow, 'type' | 'type_id' | 'site'>): string {
  if (config.type === 'global') return 'Global';
  return `Site ${config.site?.code ?? config.type_id ?? ''}`.trim();
}
