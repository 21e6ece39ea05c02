/**
 * The work-order settings' calls, all for the user's current site (`site=`): shops (the
 * deleted ones too; not the "None" pseudo-shop, a picker's choice, not a shop), the action
 * codes with their mapping, the transaction codes with their exclusion, the transaction
 * codes to choose from, and the writes of docs/API.md (each needs the administration
 * security; the server answers 403 otherwise).
 */
import { http } from '../../../api/http';
import { toListQuery } from '../../../components/data-list/list-state';
import { Paged } from '../../../contract/paged';
import { ActionCodeRow, Shop, TransactionCode, TransactionCodeExclusionRow, type ShopCreate } from '../../../contract/work-orders';
import { exclusionList, mappingList, shopList, type ExclusionListSearch, type MappingListSearch, type ShopListSearch } from './lists';
import type { ExclusionWrite, MappingWrite } from './writes';

const siteQuery = (siteCode: string | null) => new URLSearchParams(siteCode ? { site: siteCode } : {});

const ShopPage = Paged(Shop);

export async function fetchShops(siteCode: string | null, search: ShopListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/util/wo_shops', {
    query: {
      ...toListQuery(shopList, search),
      order_by: [
        { field: 'deleted_at', direction: 'asc' },
        { field: 'name', direction: 'asc' },
      ],
      params: { site: siteCode, with_trashed: 1 },
    },
    schema: ShopPage,
    signal,
  });
  return data;
}

export async function createShop(siteCode: string | null, body: ShopCreate): Promise<Shop> {
  const { data } = await http('/v3/util/wo_shops', { method: 'POST', body, query: siteQuery(siteCode), schema: Shop });
  return data;
}

export async function deleteShop(siteCode: string | null, shopId: number): Promise<void> {
  await http(`/v3/util/wo_shops/${shopId}`, { method: 'DELETE', query: siteQuery(siteCode) });
}

const ActionCodePage = Paged(ActionCodeRow);

export async function fetchActionCodes(siteCode: string | null, search: MappingListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/util/action_codes', {
    query: { ...toListQuery(mappingList, search), with: ['wo_mapping'], params: { site: siteCode } },
    schema: ActionCodePage,
    signal,
  });
  return data;
}

const TransactionCodePage = Paged(TransactionCode);

/** Every transaction code, the choice of a mapping (the spec's lookup size of 1000). */
export async function fetchTransactionCodes(signal?: AbortSignal): Promise<TransactionCode[]> {
  const { data } = await http('/v3/util/transaction_codes', {
    query: { page: 1, per_page: 1000, order_by: [{ field: 'transaction_code', direction: 'asc' }] },
    schema: TransactionCodePage,
    signal,
  });
  return data.data;
}

export async function writeMapping(siteCode: string | null, write: MappingWrite): Promise<void> {
  await http(write.path, { method: write.method, body: write.body, query: siteQuery(siteCode) });
}

const ExclusionPage = Paged(TransactionCodeExclusionRow);

export async function fetchExclusions(siteCode: string | null, search: ExclusionListSearch, signal?: AbortSignal) {
  const { data } = await http('/v3/util/transaction_codes_exclusions', {
    query: { ...toListQuery(exclusionList, search), params: { site: siteCode } },
    schema: ExclusionPage,
    signal,
  });
  return data;
}

export async function writeExclusion(siteCode: string | null, write: ExclusionWrite): Promise<void> {
  await http(write.path, { method: write.method, body: 'body' in write ? write.body : undefined, query: siteQuery(siteCode) });
}
