import { create } from "zustand";
import { STORAGE_KEYS } from "#shared/constants.ts";

/**
 * Consent for what is not technically necessary (docs/product.md "Privacy and consent"): today that
 * is loading map tiles from a third party. Stored in local storage, which is read only
 * after hydration so server and browser render the same markup.
 */
export interface ConsentChoice {
  maps: boolean;
  decided_at: string;
}

interface ConsentState {
  /** undefined until read from storage in the browser; null when no choice was made yet. */
  choice: ConsentChoice | null | undefined;
  bannerOpen: boolean;
  load(): void;
  decide(maps: boolean): void;
  reopen(): void;
}

function readStored(): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.consent);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ConsentChoice>;
    return typeof parsed.maps === "boolean" && typeof parsed.decided_at === "string"
      ? (parsed as ConsentChoice)
      : null;
  } catch {
    return null;
  }
}

export const useConsentStore = create<ConsentState>((set) => ({
  choice: undefined,
  bannerOpen: false,
  load: () => {
    const choice = readStored();
    set({ choice, bannerOpen: choice === null });
  },
  decide: (maps) => {
    const choice = { maps, decided_at: new Date().toISOString() };
    try {
      window.localStorage.setItem(STORAGE_KEYS.consent, JSON.stringify(choice));
    } catch {
      // Storage disabled: the choice holds for this visit.
    }
    set({ choice, bannerOpen: false });
  },
  reopen: () => set({ bannerOpen: true }),
}));
