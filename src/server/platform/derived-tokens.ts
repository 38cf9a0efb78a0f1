import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Tokens derived from a row instead of stored (ADR 042, ADR 046): `{id}.{mac}`, the MAC an
 * HMAC-SHA256 under APP_KEY over a purpose, the row's id and its creation time. Deleting the
 * row revokes every link, and a later row that reuses an id has another creation time. Each
 * feature names its purposes (`job-alert:confirm`, `application:view`), so a token of one
 * never opens another.
 */
export interface TokenSubject {
  id: number;
  created_at: Date;
}

function mac(appKey: string, purpose: string, subject: TokenSubject): Buffer {
  return createHmac("sha256", appKey)
    .update(`${purpose}:${subject.id}:${subject.created_at.getTime()}`)
    .digest();
}

export function derivedToken(appKey: string, purpose: string, subject: TokenSubject): string {
  return `${subject.id}.${mac(appKey, purpose, subject).toString("base64url")}`;
}

/** The row id a token names, or null when it cannot be one (read the row, then verify). */
export function derivedTokenId(token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Whether `token` is this purpose's token of the row; compared in constant time, as text: the
 * last base64url character carries two bits no decoder reads, so comparing the decoded bytes
 * would take four spellings of one token.
 */
export function verifyDerivedToken(
  appKey: string,
  purpose: string,
  token: string,
  subject: TokenSubject,
): boolean {
  if (derivedTokenId(token) !== subject.id) return false;
  const given = Buffer.from(token.slice(token.indexOf(".") + 1));
  const expected = Buffer.from(mac(appKey, purpose, subject).toString("base64url"));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
