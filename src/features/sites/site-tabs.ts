/**
 * The tabs of a site's page (/siteconfig/{id}) and their labels. React-free: the route reads
 * the list to check `?tab=`, and anything the route file uses outside its component is in
 * the entry chunk that every page (and /login) loads.
 */
export const siteTabs = ['api', 'options', 'premise'] as const;
export type SiteTab = (typeof siteTabs)[number];

export const siteTabLabels: Record<SiteTab, string> = { api: 'API Site Config', options: 'API Options', premise: 'On-Premise Config' };
