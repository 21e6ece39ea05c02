/**
 * The registry of the generic list engine: every resource reachable through
 * /v3/util/{name} (and the admin lists built on it), checked once at start-up so a
 * mistyped field or a private column in a public list fails the boot, not a user.
 */
import { getTableColumns } from 'drizzle-orm';
import type { RelationDef, ResourceDef } from './resource.ts';
import { dealerResources } from './resources/dealers.ts';
import { logResources } from './resources/logs.ts';
import { lookupResources } from './resources/lookups.ts';
import { platformResources } from './resources/platform.ts';
import { vehicleResources } from './resources/vehicles.ts';
import { workOrderResources } from './resources/work-orders.ts';

/** Columns that no list may read, filter, sort or write, whatever a declaration says. */
export const privateColumns = new Set(['password_hash', 'token_hash', 'body_hash']);

export class Registry {
  private readonly byName: Map<string, ResourceDef>;
  private readonly names = new Map<ResourceDef, string>();

  constructor(resources: Record<string, ResourceDef>) {
    this.byName = new Map(Object.entries(resources));
    for (const [name, resource] of this.byName) this.names.set(resource, name);
    this.validate();
  }

  get(name: string): ResourceDef | undefined {
    return this.byName.get(name);
  }

  nameOf(resource: ResourceDef): string {
    return this.names.get(resource) ?? 'resource';
  }

  entries(): [string, ResourceDef][] {
    return [...this.byName];
  }

  private validate(): void {
    for (const [name, resource] of this.byName) {
      const columns = new Set(Object.values(getTableColumns(resource.table)).map((column) => column.name));
      const check = (what: string, fields: readonly string[]) => {
        for (const field of fields) {
          if (!columns.has(field)) throw new Error(`Resource ${name}: ${what} field '${field}' is not a column`);
          if (privateColumns.has(field)) throw new Error(`Resource ${name}: ${what} field '${field}' is private`);
        }
      };
      check('key', [resource.key]);
      check('read', resource.read);
      check('readDetail', resource.readDetail ?? []);
      check('filter', resource.filter ?? []);
      check(
        'sort',
        (resource.sort ?? []).filter((field) => !field.includes('.')),
      );
      // A sort on a related record's field: a single record's (belongsTo), and one of its columns.
      for (const path of (resource.sort ?? []).filter((field) => field.includes('.'))) {
        const [relationName = '', field = '', ...deeper] = path.split('.');
        const relation = resource.relations?.[relationName];
        const target = relation && this.byName.get(relation.target);
        const targetColumns = target ? new Set(Object.values(getTableColumns(target.table)).map((column) => column.name)) : new Set<string>();
        if (relation?.kind !== 'belongsTo' || deeper.length > 0 || !targetColumns.has(field) || privateColumns.has(field)) {
          throw new Error(`Resource ${name}: sort field '${path}' is not a column of a single related record`);
        }
      }
      check('write', Object.keys(resource.write ?? {}));
      check('required', resource.required ?? []);
      check('createOnly', resource.createOnly ?? []);
      check(
        'default sort',
        resource.defaultSort.map(([field]) => field),
      );
      if (resource.softDelete) check('softDelete', [resource.softDelete]);
      if (resource.scope.kind === 'site') check('scope', [resource.scope.column]);
      for (const [relationName, relation] of Object.entries(resource.relations ?? {})) {
        const target = this.byName.get(relation.target);
        if (!target) throw new Error(`Resource ${name}: relation ${relationName} targets unknown ${relation.target}`);
        const targetColumns = new Set(Object.values(getTableColumns(target.table)).map((column) => column.name));
        const [own, theirs] = relation.kind === 'belongsTo' ? [relation.foreignKey, relation.targetKey] : [relation.localKey, relation.foreignKey];
        if (!columns.has(own) || !targetColumns.has(theirs)) throw new Error(`Resource ${name}: relation ${relationName} has a bad key`);
      }
      for (const [param, extra] of Object.entries(resource.params ?? {})) {
        for (const path of extra.with ?? []) {
          let current: ResourceDef | undefined = resource;
          for (const segment of path.split('.')) {
            const relation: RelationDef | undefined = current?.relations?.[segment];
            current = relation && this.byName.get(relation.target);
            if (!current) throw new Error(`Resource ${name}: parameter ${param} names unknown relation path ${path}`);
          }
        }
      }
      if (resource.scope.kind === 'site-via') {
        const relation = resource.relations?.[resource.scope.relation];
        const target = relation && this.byName.get(relation.target);
        if (relation?.kind !== 'belongsTo' || target?.scope.kind !== 'site') {
          throw new Error(`Resource ${name}: scope relation must be a belongsTo to a site-scoped resource`);
        }
      }
    }
  }
}

export function createRegistry(): Registry {
  return new Registry({
    ...platformResources,
    ...logResources,
    ...lookupResources,
    ...vehicleResources,
    ...dealerResources,
    ...workOrderResources,
  });
}
