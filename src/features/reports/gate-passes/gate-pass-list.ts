/**
 * The open gate pass report's list: 10 rows a page,
 * newest pass first, filters on the gate status (options loaded from the server; Open
 * unless removed), the
 * dealer (number or part of the name), the vehicle's last 6, the last user and Active.
 * React-free: the route reads it for validateSearch and its loader.
 */
import { anyOf, defineList, loadedChoiceFilter, searchFilter, textFilter, yesNoFilter, type ListSearchOf } from '@/components/data-list/list-definition';
import { GatePassRow } from '@/contract/gate-passes';

/** The gate status code of an open pass (gate_statuses3: O, Open). */
export const OPEN_GATE_STATUS = 'O';

/** A dealer as staff have it at hand: the number exactly, or a part of the name. */
const dealerFields = { 'dealer.dealer_num': 'eq', 'dealer.dealer_name': 'like' } as const;

export const gatePassList = defineList({
  id: 'open-gate-passes',
  noun: 'gate passes',
  // The current site's gate passes (a desk screen: in memory only, not in the offline cache).
  read: {
    path: '/v3/util/gate_passes3',
    row: GatePassRow,
    query: (site: string | null) => ({ with: ['vehicle', 'dealer', 'last_user', 'gate_status_obj'], params: { site } }),
  },
  defaultPageSize: 10,
  sorting: { keys: ['gate_pass_id', 'gate_status', 'last_modified_date'], default: { key: 'gate_pass_id', dir: 'desc' } },
  filters: {
    // One box for either: the dealer (number exactly or a part of the name) or the vehicle's last 6.
    q: searchFilter({
      label: 'Search',
      placeholder: 'Dealer or last 6 of VIN',
      toQuery: (text) => [[...anyOf(dealerFields, text), { field: 'vehicle.last6', operator: 'eq', value: text.toUpperCase() }]],
    }),
    // The report is of open passes: Open (code O) until the user removes it to see every status.
    status: loadedChoiceFilter({ label: 'Gate Status', field: 'gate_status', initial: OPEN_GATE_STATUS }),
    dealer: textFilter({ label: 'Dealer', anyOf: dealerFields }),
    last6: textFilter({ label: 'Vehicle Last 6', field: 'vehicle.last6', upperCase: true }),
    user: textFilter({ label: 'Last User', field: 'last_user.username', operator: 'like' }),
    active: yesNoFilter('Active', 'is_active'),
  },
});

export type GatePassListSearch = ListSearchOf<typeof gatePassList>;
