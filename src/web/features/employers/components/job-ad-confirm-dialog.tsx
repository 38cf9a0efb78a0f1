import { formatDate } from "#shared/format.ts";
import type { CreditSummary, OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { dayCount } from "#shared/count-texts.ts";
import { OWNER_BUYS_CREDITS } from "#shared/team-messages.ts";
import { useIsTeamMember } from "#web/lib/team-role.ts";
import type { JobLifecycleAction } from "../api.ts";
import { nextCredit, runsUntil } from "./job-ad-format.ts";

const TITLES: Record<JobLifecycleAction, string> = {
  publish: "Anzeige veröffentlichen?",
  extend: "Anzeige verlängern?",
  terminate: "Anzeige beenden?",
};

const CONFIRM_LABELS: Record<JobLifecycleAction, string> = {
  publish: "Jetzt veröffentlichen",
  extend: "Jetzt verlängern",
  terminate: "Anzeige beenden",
};

/**
 * The question before an ad is published, extended or terminated: what it costs from the
 * credits and how long the ad then runs, or that terminating refunds nothing.
 */
export function JobAdConfirmDialog({
  action,
  ad,
  title,
  credits,
  busy,
  onConfirm,
  onClose,
}: {
  action: JobLifecycleAction;
  ad: OwnJobAdvertisement;
  title: string;
  credits: CreditSummary | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const credit = nextCredit(credits);
  const member = useIsTeamMember();
  return (
    <ConfirmActionDialog
      title={TITLES[action]}
      confirmLabel={CONFIRM_LABELS[action]}
      tone={action === "terminate" ? "danger" : "primary"}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="font-semibold">„{title}“</p>
      {action === "terminate" ? (
        <p>Die Anzeige verschwindet sofort aus der Suche. Guthaben wird nicht erstattet.</p>
      ) : (
        <>
          <p>
            Dafür wird eine Anzeige aus Ihrem Guthaben verbraucht.
            {credit
              ? ` Die Anzeige läuft dann bis ${formatDate(runsUntil(action === "publish" ? { status: "draft", expires_at: null } : ad, credit.duration_days))} (${dayCount(credit.duration_days)}${credit.highlighted ? ", hervorgehoben in der Suche" : ""}).`
              : ""}
          </p>
          {credit ? null : (
            <p className="rounded-xl bg-earth-500/10 p-3 ring-1 ring-earth-500/40">
              Sie haben zurzeit kein Guthaben für Anzeigen.{" "}
              {member ? OWNER_BUYS_CREDITS : "Buchen Sie zuerst ein Paket unter „Für Arbeitgeber“."}
            </p>
          )}
        </>
      )}
    </ConfirmActionDialog>
  );
}
