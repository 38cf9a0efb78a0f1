import {
  derivedToken,
  derivedTokenId,
  verifyDerivedToken,
  type TokenSubject,
} from "#server/platform/derived-tokens.ts";

/**
 * The tokens in a job alert's links (ADR 042), derived from the row (platform/derived-tokens.ts):
 * nothing stored, deleting the row revokes every link.
 */
export type AlertTokenPurpose = "confirm" | "manage" | "unsubscribe";

const scoped = (purpose: AlertTokenPurpose) => `job-alert:${purpose}`;

export const alertToken = (appKey: string, purpose: AlertTokenPurpose, subject: TokenSubject) =>
  derivedToken(appKey, scoped(purpose), subject);

/** The alert id a token names, or null when it cannot be one (read the row, then `verifyAlertToken`). */
export const alertIdOf = derivedTokenId;

export const verifyAlertToken = (
  appKey: string,
  purpose: AlertTokenPurpose,
  token: string,
  subject: TokenSubject,
) => verifyDerivedToken(appKey, scoped(purpose), token, subject);
