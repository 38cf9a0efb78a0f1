import { buttonClasses } from "#web/ui/button-link.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";

/** "Zurück" and the step's submit button ("Weiter"), under every step form. */
export function StepActions({
  onBack,
  busy,
  nextLabel = "Weiter",
}: {
  onBack?(): void;
  busy: boolean;
  nextLabel?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-moss-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <button type="button" className={buttonClasses("secondary", "px-6")} onClick={onBack}>
          <span aria-hidden="true">←</span> Zurück
        </button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <SubmitButton
        className={buttonClasses("primary", "px-8")}
        busy={busy}
        busyLabel="Wird gespeichert …"
        keepFocusWhileBusy
      >
        {nextLabel} <span aria-hidden="true">→</span>
      </SubmitButton>
    </div>
  );
}
