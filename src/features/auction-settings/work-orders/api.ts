/**
 * The work-order settings' calls, all for the user's current site (`site=`): the transaction
 * codes to choose from, and the writes of docs/API.md (each needs the administration
 * security; the server answers 403 otherwise). The three cards' lists are read by their
 * declarations (lists.ts).
 */
import { ApiError } from '@/api/api-error';
import { http } from '@/api/http';
import { Paged } from '@/contract/paged';
import { Shop, TransactionCode, type ShopCreate } from '@/contract/work-orders';
import type { ExclusionWrite, MappingWrite } from './writes';

const siteQuery = (siteCode: string | null) => new URLSearchParams(siteCode ? { site: siteCode } : {});

export async function createShop(siteCode: string | null, body: ShopCreate): Promise<Shop> {
  const { data } = await http('/v3/util/wo_shops', { method: 'POST', body, query: siteQuery(siteCode), schema: Shop });
  return data;
}

/**
 * A delete answered 404 found the record already gone (another desk deleted it): what it was
 * asked for is done, and the card is read again either way.
 */
async function deleted(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

export async function deleteShop(siteCode: string | null, shopId: number): Promise<void> {
  await deleted(http(`/v3/util/wo_shops/${shopId}`, { method: 'DELETE', query: siteQuery(siteCode) }));
}

const TransactionCodePage = Paged(TransactionCode);

/** Every transaction code, the choice of a mapping (up to 1000: the whole list). */
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

export async function writeExclusion(siteCode: string | null, write: ExclusionWrite): Promise<void> {
  const call = http(write.path, { method: write.method, body: 'body' in write ? write.body : undefined, query: siteQuery(siteCode) });
  await (write.method === 'DELETE' ? deleted(call) : call);
}
