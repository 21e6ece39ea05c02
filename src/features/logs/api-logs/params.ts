/**
 * A logged call's query parameters (a JSON object text) as a query string to read:
 * `paginate2=1&per_page=10&with[]=site`. Arrays are joined by commas, as the server logs a
 * repeated key; a text that is not such an object is shown as it is.
 */
export function paramsText(params: string | null | undefined): string {
  if (!params) return '';
  let value: unknown;
  try {
    value = JSON.parse(params);
  } catch {
    return params;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return params;
  return Object.entries(value)
    .map(([key, item]) => `${key}=${Array.isArray(item) ? item.join(',') : typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)}`)
    .join('&');
}

/** The request headers as name and value pairs, or null when they are not a flat object of texts. */
export function headerPairs(headers: string | null | undefined): [string, string][] | null {
  if (!headers) return [];
  try {
    const value: unknown = JSON.parse(headers);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const pairs = Object.entries(value);
    return pairs.every((pair): pair is [string, string] => typeof pair[1] === 'string') ? pairs : null;
  } catch {
    return null;
  }
}
