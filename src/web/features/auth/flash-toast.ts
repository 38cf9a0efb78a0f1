import { useEffect } from "react";
import { notify } from "#web/ui/toast.ts";
import { ACCOUNT_DELETED_MESSAGE } from "#shared/data-rights-messages.ts";
import { AUTH_TOASTS } from "./messages.ts";
import { PASSWORD_UPDATED_MESSAGE } from "#shared/account-messages.ts";
import { TEAM_JOINED_MESSAGE } from "#shared/team-messages.ts";

/**
 * A success toast that survives the full reload docs/product.md "Accounts and sign-in" asks for after logout, after a
 * password change or reset, after the setup link and after the account's deletion: the page leaves a one-shot marker in session storage, the next page shows
 * the toast once and removes it. Only known keys are stored, never the text itself.
 */
const FLASH_KEY = "authFlash";
const FLASH_MESSAGES = {
  loggedOut: AUTH_TOASTS.loggedOut,
  passwordReset: AUTH_TOASTS.passwordReset,
  passwordUpdated: PASSWORD_UPDATED_MESSAGE,
  setupDone: AUTH_TOASTS.setupDone,
  accountDeleted: ACCOUNT_DELETED_MESSAGE,
  teamJoined: TEAM_JOINED_MESSAGE,
} as const;
export type FlashKey = keyof typeof FLASH_MESSAGES;

export function queueFlashToast(key: FlashKey): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, key);
  } catch {
    // Storage disabled: the reload happens without the toast.
  }
}

function takeFlash(): FlashKey | null {
  try {
    const key = window.sessionStorage.getItem(FLASH_KEY);
    if (key === null) return null;
    window.sessionStorage.removeItem(FLASH_KEY);
    return key in FLASH_MESSAGES ? (key as FlashKey) : null;
  } catch {
    return null;
  }
}

/** Shows a queued flash toast once after the page has loaded. */
export function useFlashToast(): void {
  useEffect(() => {
    const key = takeFlash();
    if (key) notify.success(FLASH_MESSAGES[key], { toastId: `flash-${key}` });
  }, []);
}
