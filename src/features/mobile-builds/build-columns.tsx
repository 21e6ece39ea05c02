/** The columns of the build table; the ID opens the build, the last column is its install link. */
import { RowLink } from '@/components/data-list/row-link';
import type { Column } from '@/components/data-list/columns';
import type { MobileBuild, MobileLinks } from '@/contract/mobile-builds';
import { formatTimestamp } from '@/lib/dates';
import { buildLink, environmentLabel } from './build-links';
import type { BuildListSearch } from './build-list';

type BuildSort = NonNullable<BuildListSearch['sort']>;

export function buildColumns(links: MobileLinks | null): Column<MobileBuild, BuildSort>[] {
  return [
    {
      id: 'id',
      header: 'ID',
      sort: 'id',
      csv: (build) => build.id,
      cell: (build) => (
        <RowLink link={{ to: '/mobile-builds/$id', params: { id: String(build.id) } }} aria-label={`ID ${build.id}, build ${build.build}`}>
          {build.id}
        </RowLink>
      ),
    },
    { id: 'build', header: 'Build', sort: 'build', nowrap: true, cell: (build) => build.build },
    {
      id: 'install',
      header: 'Install',
      nowrap: true,
      csv: (build) => buildLink(build, links)?.href,
      cell: (build) => {
        const link = buildLink(build, links);
        return link ? (
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
            {link.text}
          </a>
        ) : (
          ''
        );
      },
    },
    { id: 'environment', header: 'Environment', cell: (build) => environmentLabel(build.environment) },
    { id: 'branch', header: 'Branch', cell: (build) => build.branch ?? '' },
    {
      id: 'created',
      header: 'Created',
      sort: 'created_at',
      nowrap: true,
      cell: (build) => formatTimestamp(build.created_at),
      csv: (build) => build.created_at,
    },
    { id: 'ios', header: 'iOS', nowrap: true, cell: (build) => build.ios_version ?? '' },
    { id: 'android', header: 'Android', nowrap: true, cell: (build) => build.android_version ?? '' },
  ];
}
