/**
 * The rendered report PDFs a process keeps (issue 42, ADR 0066): by key (a hash of everything a
 * PDF is made from, render-pdf.ts), least recently used first out, bounded in bytes. Requests
 * for a key being rendered wait for that render instead of starting another (single flight),
 * so forty downloads of one report cost one render. A failed render is not kept.
 */
export class PdfCache {
  private readonly entries = new Map<string, Uint8Array>();
  private readonly rendering = new Map<string, Promise<Uint8Array>>();
  private held = 0;

  constructor(private readonly maxBytes: number) {}

  /** Bytes held now. */
  get size(): number {
    return this.held;
  }

  /** The PDF of `key`: kept, being rendered, or rendered now by `render`. */
  get(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const kept = this.entries.get(key);
    if (kept) {
      // Most recently used: to the end of the insertion order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return Promise.resolve(kept);
    }
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const started = render()
      .then((pdf) => {
        this.keep(key, pdf);
        return pdf;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, started);
    return started;
  }

  private keep(key: string, pdf: Uint8Array): void {
    if (pdf.byteLength > this.maxBytes) return;
    this.entries.set(key, pdf);
    this.held += pdf.byteLength;
    for (const [oldest, bytes] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= bytes.byteLength;
    }
  }
}
