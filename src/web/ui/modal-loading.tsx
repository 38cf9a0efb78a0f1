// Apart from modal-dialog.tsx: the pages load this at once, the dialog (react-aria) on first use.
/** Stands where a dialog loaded on first use will open, until its code has arrived. */
export function ModalLoading({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/40" role="status">
      <span className="sr-only">{label}</span>
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-white/40 border-t-white"
      />
    </div>
  );
}
