import { create } from "zustand";

/**
 * Whether the sheet „Suchauftrag anlegen“ is open. Every offer on /jobs (beside the filter, in
 * the results, in the empty state) opens the same sheet; react-aria returns the focus to the
 * button that opened it.
 */
interface JobAlertSheetState {
  open: boolean;
  openSheet(): void;
  closeSheet(): void;
}

export const useJobAlertSheet = create<JobAlertSheetState>((set) => ({
  open: false,
  openSheet: () => set({ open: true }),
  closeSheet: () => set({ open: false }),
}));
