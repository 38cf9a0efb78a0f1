import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker, useNavigate, useSearchParams } from "react-router";
import type { CreditSummary, OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { STATUS_LABELS, adTitle } from "#web/features/employers/components/job-ad-format.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { DeleteDraftButton } from "#web/features/employers/components/delete-draft-button.tsx";
import {
  STEP_TITLES,
  initialStep,
  parseStep,
  reachableStep,
  type EditorStep,
  type Step1Values,
  type Step3Values,
} from "../values.ts";
import { PreviewStep } from "./preview-step.tsx";
import { StepIndicator } from "./step-indicator.tsx";
import { Step1Form } from "./step1-form.tsx";
import { Step2Form, type Step2Draft } from "./step2-form.tsx";
import { Step3Form } from "./step3-form.tsx";

interface Drafts {
  1?: Step1Values;
  2?: Step2Draft;
  3?: Step3Values;
}

/** The page frame of the editor: hero with the title, then the white panel. */
export function EditorFrame({
  eyebrow,
  title,
  wide = false,
  children,
}: {
  eyebrow: string;
  title: string;
  /** The preview step: room for the job page's own layout. */
  wide?: boolean;
  children: React.ReactNode;
}) {
  const width = wide ? "max-w-6xl" : "max-w-4xl";
  return (
    <>
      <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-8 pt-[calc(70px+2rem)] sm:px-6 lg:px-10">
        <div className={`mx-auto ${width}`}>
          <p className="text-sm font-semibold uppercase tracking-wider text-moss-700">{eyebrow}</p>
          <h1 className="mt-1 break-words text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl">
            {title}
          </h1>
        </div>
      </section>
      <div className="px-4 pb-16 pt-6 sm:px-6 lg:px-10">
        <div className={`mx-auto ${width}`}>{children}</div>
      </div>
    </>
  );
}

/**
 * Unsaved input in the editor: leaving the page inside the app asks first; closing or
 * reloading the tab gets the browser's own question. Moving between steps keeps the input
 * and needs no question; the way to the login after an expired session is never held up.
 */
function useLeaveWarning(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== "/login",
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
  if (blocker.state !== "blocked") return null;
  return (
    <ConfirmActionDialog
      title="Ungespeicherte Änderungen verwerfen?"
      confirmLabel="Verwerfen und verlassen"
      cancelLabel="Weiter bearbeiten"
      tone="danger"
      busy={false}
      onConfirm={() => blocker.proceed()}
      onClose={() => blocker.reset()}
    >
      <p>
        Sie haben in dieser Anzeige etwas geändert, das noch nicht gespeichert ist. Gespeichert wird
        jeder Schritt mit „Weiter“.
      </p>
    </ConfirmActionDialog>
  );
}

/**
 * The ad editor (docs/product.md "Job ads: fields and editor"): Basisdaten → Beschreibung → Kontakt & Bewerbung →
 * Vorschau. The ad comes from the route's loader (rendered on the server, so a reload keeps
 * the draft); "Weiter" saves the step and the server's answer becomes the editor's state. The
 * open step is in the URL (`?schritt=`).
 */
export function JobEditor({
  initial,
  credits,
}: {
  initial: OwnJobAdvertisement;
  /** The credits the preview step publishes with (the route's loader). */
  credits: CreditSummary | null;
}) {
  const [ad, setAd] = useState(initial);
  const [searchParams, setSearchParams] = useSearchParams();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [stepDirty, setStepDirty] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const navigate = useNavigate();
  // A deleted draft leaves for the dashboard without the question about unsaved input.
  const [deleted, setDeleted] = useState(false);

  const requested = parseStep(searchParams.get("schritt"));
  const step = Math.min(requested ?? initialStep(ad), reachableStep(ad)) as EditorStep;

  const goTo = useCallback(
    (next: EditorStep) => {
      moved.current = true;
      setSearchParams({ schritt: String(next) });
    },
    [setSearchParams],
  );

  // After "Weiter"/"Zurück" the keyboard continues at the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const onStepSaved = (n: 1 | 2 | 3, next: OwnJobAdvertisement) => {
    setDrafts((current) => ({ ...current, [n]: undefined }));
    setAd(next);
    goTo((n + 1) as EditorStep);
  };
  const keep =
    <N extends 1 | 2 | 3>(n: N) =>
    (values: Drafts[N]) =>
      setDrafts((current) => ({ ...current, [n]: values }));
  const unsaved = stepDirty || Boolean(drafts[1] ?? drafts[2] ?? drafts[3]);
  const leaving = useLeaveWarning(unsaved && !deleted);
  // After the leave warning's hooks: by now its blocker knows the draft is gone.
  useEffect(() => {
    if (deleted) void navigate("/dashboard", { replace: true });
  }, [deleted, navigate]);

  const title = ad.title.trim() || "Neue Stellenanzeige";
  const eyebrow = `Stellenanzeige · ${STATUS_LABELS[ad.status]}`;

  if (ad.status === "terminated") {
    return (
      <EditorFrame eyebrow={eyebrow} title={title}>
        <div className="rounded-3xl bg-white p-6 ring-1 ring-moss-200 sm:p-8">
          <p className="text-lg text-ink">
            Diese Anzeige wurde beendet und kann nicht mehr bearbeitet werden. Duplizieren Sie sie
            im Dashboard, um die Stelle erneut auszuschreiben.
          </p>
          <ButtonLink to="/dashboard" className="mt-6">
            Zum Dashboard
          </ButtonLink>
        </div>
      </EditorFrame>
    );
  }

  const back = step > 1 ? () => goTo((step - 1) as EditorStep) : undefined;
  const common = { ad, onDirtyChange: setStepDirty };

  return (
    <EditorFrame eyebrow={eyebrow} title={title} wide={step === 4}>
      <div className="space-y-6">
        <StepIndicator adId={ad.id} current={step} saved={ad.editor_step} />
        <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8">
          <h2
            ref={heading}
            id="editor-step-heading"
            tabIndex={-1}
            className="mb-6 text-2xl font-bold text-moss-900 outline-none"
          >
            <span className="block text-sm font-semibold uppercase tracking-wider text-moss-700">
              Schritt {step} von 4
            </span>
            {STEP_TITLES[step - 1]}
          </h2>
          {step === 1 ? (
            <Step1Form
              key={`1-${ad.updated_at}`}
              {...common}
              draft={drafts[1]}
              keepDraft={keep(1)}
              onSaved={(next) => onStepSaved(1, next)}
            />
          ) : step === 2 ? (
            <Step2Form
              key={`2-${ad.updated_at}`}
              {...common}
              draft={drafts[2]}
              keepDraft={keep(2)}
              onSaved={(next) => onStepSaved(2, next)}
              onBack={back}
            />
          ) : step === 3 ? (
            <Step3Form
              key={`3-${ad.updated_at}`}
              {...common}
              draft={drafts[3]}
              keepDraft={keep(3)}
              onSaved={(next) => onStepSaved(3, next)}
              onBack={back}
            />
          ) : (
            <PreviewStep ad={ad} credits={credits} onBack={() => goTo(3)} />
          )}
        </div>
        {ad.status === "draft" ? (
          <div className="flex justify-end">
            <DeleteDraftButton id={ad.id} title={adTitle(ad)} onDeleted={() => setDeleted(true)} />
          </div>
        ) : null}
      </div>
      {leaving}
    </EditorFrame>
  );
}
