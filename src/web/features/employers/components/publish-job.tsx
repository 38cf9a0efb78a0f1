import { jobPublishedMessage, jobPublishedToastId } from "#shared/job-published-message.ts";
import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { HttpError } from "#web/lib/http.ts";
import { notify } from "#web/ui/toast.ts";
import { runJobAction } from "../api.ts";

/** Heading of the fields a refused publication names (`job.incomplete`). */
export const NOT_YET_PUBLISHABLE = "Die Anzeige kann noch nicht veröffentlicht werden";

export interface PublishRefusal {
  /** What to tell the employer: the server's reason, else the caller's fallback; null for nothing. */
  message: string | null;
  /** Every field a `job.incomplete` refusal named (the server's toast would show only the first). */
  missing: string[];
  /** `credits.none_left`: the way to the packages helps. */
  noCredit: boolean;
}

interface RefusalDisplay {
  /** Said when no server reason came (offline, unexpected error); null: the offline text, or nothing. */
  fallback: string | null;
  /** The toast of `job.incomplete` lists the fields itself; otherwise it only says the heading. */
  listMissingInToast: boolean;
}

/** What a refused `PUT …/publish` (no credits, incomplete, already published …) says. */
export function publishRefusal(caught: unknown, fallback: string | null): PublishRefusal {
  const missing =
    caught instanceof HttpError && caught.code === "job.incomplete" && caught.errors
      ? Object.values(caught.errors).flat()
      : [];
  const serverReason =
    caught instanceof HttpError && caught.message && caught.status !== 0 ? caught.message : null;
  const anyReason = caught instanceof HttpError && caught.message ? caught.message : null;
  return {
    message: serverReason ?? fallback ?? anyReason,
    missing,
    noCredit: caught instanceof HttpError && caught.code === "credits.none_left",
  };
}

/**
 * Publishes a draft (spends a credit) for the dashboard's ad card and the editor's preview step:
 * on success the "is published" toast, else the refusal as a red toast. Resolves to the refusal,
 * or null once the ad is live.
 */
export async function publishJob(
  ad: Pick<OwnJobAdvertisement, "id" | "title">,
  { fallback, listMissingInToast }: RefusalDisplay,
): Promise<PublishRefusal | null> {
  try {
    // The server's own toast is off: a 422 lists every missing field here, not only the first.
    const { data } = await runJobAction(ad.id, "publish", { toast: false });
    notify.success(jobPublishedMessage(ad.title, data.expires_at), {
      toastId: jobPublishedToastId(ad.id),
    });
    return null;
  } catch (caught) {
    const refusal = publishRefusal(caught, fallback);
    if (refusal.missing.length) {
      notify.error(
        listMissingInToast ? (
          <div>
            <p className="font-semibold">{NOT_YET_PUBLISHABLE}:</p>
            <ul className="mt-1 list-disc pl-5">
              {refusal.missing.map((field) => (
                <li key={field}>{field}</li>
              ))}
            </ul>
          </div>
        ) : (
          `${NOT_YET_PUBLISHABLE}.`
        ),
      );
    } else if (refusal.message) {
      notify.error(refusal.message);
    }
    return refusal;
  }
}
