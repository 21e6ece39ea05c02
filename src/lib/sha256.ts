/**
 * The SHA-256 of bytes on this device, as hex (64 lowercase digits, as the server writes it):
 * a damage photo's evidence, hashed before it is sent (ADR 0091, 0095).
 */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
