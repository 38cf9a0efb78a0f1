import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import type { Step1Values } from "../values.ts";
import type { StepProps } from "../use-step-form.ts";
import { api } from "#web/lib/api.ts";

/**
 * A published (or expired) ad keeps its sectors, job type and place (ADR 011): the fields are
 * shown read-only, with the reason and the way to a new draft with the same content.
 */
export function FixedFieldsNotice({ ad }: { ad: StepProps<Step1Values>["ad"] }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const noticeId = useId();
  const duplicate = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { data } = await api.post("/api/job-advertisements/:id/duplicate", {
        params: { id: ad.id },
        body: {},
      });
      notify.success(
        `Die Anzeige wurde als neuer Entwurf kopiert. Hier können Sie Branchen, Anstellungsart und Arbeitsort ändern.`,
      );
      void navigate(`/dashboard/job/${data.id}?schritt=1`);
    } catch {
      // The server's message came as a toast already (lib/http.ts).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="note"
      aria-labelledby={noticeId}
      className="space-y-3 rounded-2xl bg-earth-500/10 p-4 text-ink ring-1 ring-earth-500/40"
    >
      <p id={noticeId} className="font-semibold">
        {ad.status === "published"
          ? "Diese Anzeige ist bereits veröffentlicht."
          : "Diese Anzeige war bereits veröffentlicht."}
      </p>
      <p>
        Branchen, Anstellungsart und Arbeitsort stehen deshalb fest: Nach ihnen wurde die Anzeige
        Bewerbern gezeigt. Titel und Eintrittsdatum können Sie weiter ändern. Für eine andere Stelle
        legen Sie eine Kopie als neuen Entwurf an.
      </p>
      <button
        type="button"
        className={buttonClasses("secondary")}
        aria-disabled={busy || undefined}
        onClick={() => void duplicate()}
      >
        {busy ? "Wird kopiert …" : "Als neuen Entwurf duplizieren"}
      </button>
    </div>
  );
}
