import { useState } from "react";
import { notify } from "#web/ui/toast.ts";
import { formatDate } from "#shared/format.ts";
import { jobPublishedMessage, jobPublishedToastId } from "#shared/job-published-message.ts";
import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { HttpError } from "#web/lib/http.ts";
import { duplicateJob, runJobAction, type JobLifecycleAction } from "../api.ts";

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
      // Publish handles its errors itself: a 422 lists every missing field, not only the first.
      const { data } = await runJobAction(ad.id, action, { toast: action !== "publish" });
      setMissing([]);
      const until = data.expires_at ? ` und läuft bis ${formatDate(data.expires_at)}` : "";
      if (action === "publish")
        notify.success(jobPublishedMessage(ad.title, data.expires_at), {
          toastId: jobPublishedToastId(ad.id),
        });
      else
        notify.success(
          action === "extend"
            ? `Ihre Anzeige „${title}“ wurde verlängert${until}.`
            : `Ihre Anzeige „${title}“ wurde beendet und ist nicht mehr in der Suche zu finden.`,
        );
    } catch (caught) {
      if (action === "publish" && caught instanceof HttpError) {
        if (caught.status === 422 && caught.errors) {
          const fields = Object.values(caught.errors).flat();
          setMissing(fields);
          notify.error(
            <div>
              <p className="font-semibold">Die Anzeige kann noch nicht veröffentlicht werden:</p>
              <ul className="mt-1 list-disc pl-5">
                {fields.map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
            </div>,
          );
        } else if (caught.message) {
          notify.error(caught.message);
        }
      }
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
