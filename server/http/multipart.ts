/**
 * multipart/form-data bodies: parsed with the platform's own parser (undici's
 * Response.formData) from bytes already read under a size cap (raw-body.ts), and a
 * canonical digest of their content for Idempotency-Key. A browser builds a new boundary
 * each time it sends the same FormData, so the raw bytes of two sends differ; the digest
 * covers only what the parts say: names, file names, content types and bytes, in order.
 */
import { createHash } from 'node:crypto';
import { badRequest } from './errors.ts';

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
}

/** The parts of a multipart body; 400 when it is not one. */
export async function parseMultipart(bytes: Uint8Array, contentType: string): Promise<FormData> {
  try {
    return await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw badRequest('The body is not valid multipart/form-data');
  }
}

/** A digest of the parts (not of their framing): equal for two encodings of the same form. */
export async function multipartDigest(form: FormData): Promise<string> {
  const hash = createHash('sha256');
  for (const [name, value] of form) {
    if (typeof value === 'string') {
      hash.update(JSON.stringify(['text', name, value]));
    } else {
      const content = createHash('sha256')
        .update(new Uint8Array(await value.arrayBuffer()))
        .digest('hex');
      hash.update(JSON.stringify(['file', name, value.name, value.type, value.size, content]));
    }
    hash.update('\n');
  }
  return hash.digest('hex');
}
