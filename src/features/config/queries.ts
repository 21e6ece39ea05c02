/**
 * Query options of the configuration screens (admin: online only, kept in memory). The
 * site choices live under the sites' root, so a saved site refreshes the site buttons.
 */
import { queryOptions } from '@tanstack/react-query';
import { siteKeysRoot } from '@/api/site-choices';
import { listKey } from '@/components/data-list/list-read';
import { fetchAllConfigs, fetchSiteCopies } from './api';
import { configList } from './config-list';

export const configKeys = {
  all: ['admin-config'] as const,
  everything: ['admin-config', 'everything'] as const,
  copies: (name: string) => ['admin-config', 'copies', name] as const,
};

export function allConfigsOptions() {
  return queryOptions({ queryKey: configKeys.everything, queryFn: ({ signal }) => fetchAllConfigs(signal) });
}

export function siteCopiesOptions(name: string) {
  return queryOptions({ queryKey: configKeys.copies(name), queryFn: ({ signal }) => fetchSiteCopies(name, signal) });
}

/** What a config write makes stale: every config read, every page of API Config, and the sites' records (their configs relation). */
export const configWriteInvalidates = [configKeys.all, listKey(configList), siteKeysRoot] as const;
