import { useState } from "react";
import { notify } from "#web/ui/toast.ts";
import { formatDate } from "#shared/format.ts";
import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { duplicateJob, runJobAction, type JobLifecycleAction } from "../api.ts";
import { publishJob } from "./publish-job.tsx";

/**
 * What an ad card can do with its ad: publish, extend or terminate it after a confirmation,
 * and duplicate it; with the action awaiting confirmation, the one running and the fields a
 * refused publication named.
 */
export function useJobAdActions(
  ad: OwnJobAdvertisement,
  title: string,
  {
    onChanged,
    onDuplicated,
  }: {
    onChanged(): void;
    onDuplicated(draft: OwnJobAdvertisement): void;
  },
) {
  const [confirm, setConfirm] = useState<JobLifecycleAction | null>(null);
  const [busy, setBusy] = useState<JobLifecycleAction | "duplicate" | null>(null);
  const [missing, setMissing] = useState<string[]>([]);

  const run = async (action: JobLifecycleAction) => {
    setBusy(action);
    try {
      if (action === "publish") {
        const refusal = await publishJob(ad, { fallback: null, listMissingInToast: true });
        // Other refusals leave the named fields as they were.
        if (!refusal) setMissing([]);
        else if (refusal.missing.length) setMissing(refusal.missing);
        return;
      }
      const { data } = await runJobAction(ad.id, action);
      setMissing([]);
      const until = data.expires_at ? ` und läuft bis ${formatDate(data.expires_at)}` : "";
      notify.success(
        action === "extend"
          ? `Ihre Anzeige „${title}“ wurde verlängert${until}.`
          : `Ihre Anzeige „${title}“ wurde beendet und ist nicht mehr in der Suche zu finden.`,
      );
    } catch {
      // The server's message came as a toast (lib/http.ts).
    } finally {
      setBusy(null);
      setConfirm(null);
      onChanged();
    }
  };

  const duplicate = async () => {
    setBusy("duplicate");
    try {
      const { data } = await duplicateJob(ad.id);
      notify.success(`Die Anzeige „${title}“ wurde als neuer Entwurf kopiert.`);
      onDuplicated(data);
    } catch {
      // The server's message came as a toast (lib/http.ts).
    } finally {
      setBusy(null);
    }
  };

  return { confirm, setConfirm, busy, missing, run, duplicate };
}
