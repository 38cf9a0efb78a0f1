import { create } from "zustand";

/** What the seeker typed and chose, kept while the form is closed (a tap beside it, Escape). */
export interface ApplicationDraft {
  name: string;
  email: string;
  phone?: string;
  message?: string;
  consent: boolean;
  cv: File | null;
  attachments: File[];
}

/**
 * Whether the application form of the job page is open, for which ad, and the input of an
 * earlier opening on this page. The aside's „Jetzt bewerben“ and the phone's bottom bar open
 * the same form; react-aria returns the focus to whichever button opened it.
 */
interface ApplySheetState {
  jobId: number | null;
  draft: { jobId: number; values: ApplicationDraft } | null;
  openSheet(jobId: number): void;
  closeSheet(draft?: ApplicationDraft): void;
  /** Sent: nothing of it is kept. */
  forgetDraft(): void;
}

export const useApplySheet = create<ApplySheetState>((set, get) => ({
  jobId: null,
  draft: null,
  openSheet: (jobId) =>
    set((state) => ({
      jobId,
      // Another ad's input is not offered to this one.
      draft: state.draft?.jobId === jobId ? state.draft : null,
    })),
  closeSheet: (values) => {
    const { jobId } = get();
    set({ jobId: null, ...(values && jobId !== null ? { draft: { jobId, values } } : {}) });
  },
  forgetDraft: () => set({ draft: null }),
}));
