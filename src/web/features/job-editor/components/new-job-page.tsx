import { useState } from "react";
import { useNavigate } from "react-router";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { createDraft } from "../api.ts";
import { STEP_TITLES } from "../values.ts";
import { EditorFrame } from "./job-editor.tsx";

const STEP_TEXTS = [
  "Stellentitel, Branchen, Anstellungsart, Start und Arbeitsort.",
  "Die Stelle, die Aufgaben, das Profil und was Sie bieten – mit Titelbild.",
  "Wohin Bewerbungen gehen, Ansprechperson und Gehalt.",
  "Die Anzeige so, wie Bewerber sie sehen. Dann veröffentlichen.",
];

/**
 * `/dashboard/job`: what writing an ad takes, and the button that creates the draft (POST)
 * and opens it in the editor. Every step is saved, so the employer can stop at any time.
 */
export function NewJobPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { data } = await createDraft();
      void navigate(`/dashboard/job/${data.id}`);
    } catch {
      // Refusals came as a toast with the server's message (lib/http.ts).
      setBusy(false);
    }
  };

  return (
    <EditorFrame eyebrow="Ihr Arbeitgeberbereich" title="Neue Stellenanzeige">
      <div className="space-y-8 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8">
        <p className="text-lg text-ink">
          In wenigen Minuten zur fertigen Anzeige: Sie füllen vier kurze Schritte aus, jeder wird
          beim Weitergehen gespeichert. Sie können jederzeit aufhören und den Entwurf später im
          Dashboard weiter bearbeiten.
        </p>
        <ol className="grid gap-4 sm:grid-cols-2">
          {STEP_TITLES.map((title, index) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-moss-50 p-4 ring-1 ring-moss-200">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-moss-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-bold text-moss-900">{title}</span>
                <span className="block text-moss-800">{STEP_TEXTS[index]}</span>
              </span>
            </li>
          ))}
        </ol>
        <p className="text-moss-800">
          Zum Veröffentlichen brauchen Sie ein Anzeigen-Guthaben und eine bestätigte E-Mail-Adresse.
          Den Entwurf können Sie schon jetzt anlegen.
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <ButtonLink to="/dashboard" variant="secondary">
            Zurück zum Dashboard
          </ButtonLink>
          <button
            type="button"
            className={buttonClasses("primary", "px-8 text-lg")}
            aria-disabled={busy || undefined}
            onClick={() => void start()}
          >
            {busy ? "Anzeige wird angelegt …" : "Anzeige anlegen"}
          </button>
        </div>
      </div>
    </EditorFrame>
  );
}
