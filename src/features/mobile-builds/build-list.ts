/**
 * The mobile build table (paged, 10 rows by default, newest first), with an
 * environment choice and a branch filter (like). React-free: the route reads it for
 * validateSearch and its loader.
 */
import { choiceFilter, defineList, textFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { MobileBuild } from '@/contract/mobile-builds';

export const buildList = defineList({
  id: 'mobile-builds',
  noun: 'builds',
  read: { path: '/v3/util/mobile_builds', row: MobileBuild },
  defaultPageSize: 10,
  sorting: { keys: ['id', 'build', 'created_at'], default: { key: 'id', dir: 'desc' } },
  filters: {
    environment: choiceFilter({
      label: 'Environment',
      field: 'environment',
      options: [
        { value: 'production', label: 'Production' },
        { value: 'qa', label: 'QA' },
        { value: 'test', label: 'Test' },
        { value: 'development', label: 'Development' },
      ],
    }),
    branch: textFilter({ label: 'Branch', field: 'branch', operator: 'like' }),
  },
});

export type BuildListSearch = ListSearchOf<typeof buildList>;
