/**
 * The page envelope of list replies. A reply may use `data` or `items` for the rows and
 * `current_page` or `page` for the page number; both spellings are accepted and normalised
 * to `data` / `current_page`, so screens only ever see one shape.
 */
import * as v from 'valibot';

export interface Paged<TItem> {
  data: TItem[];
  current_page: number;
  per_page: number;
  total: number;
}

/** Either spelling, normalised; rows are checked afterwards, against the item schema. */
const Envelope = v.pipe(
  v.object({
    data: v.optional(v.array(v.unknown())),
    items: v.optional(v.array(v.unknown())),
    current_page: v.optional(v.number()),
    page: v.optional(v.number()),
    per_page: v.number(),
    total: v.number(),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { data, items, current_page, page, per_page, total } = dataset.value;
    const rows = data ?? items;
    const currentPage = current_page ?? page;
    if (rows === undefined || currentPage === undefined) {
      addIssue({ message: 'A page needs data (or items) and current_page (or page)' });
      return NEVER;
    }
    return { data: rows, current_page: currentPage, per_page, total };
  }),
);

/** Schema factory: `Paged(Vehicle)` parses a page of vehicles. */
export function Paged<TItem extends v.GenericSchema>(item: TItem): v.GenericSchema<unknown, Paged<v.InferOutput<TItem>>> {
  return v.pipe(Envelope, v.object({ data: v.array(item), current_page: v.number(), per_page: v.number(), total: v.number() }));
}
