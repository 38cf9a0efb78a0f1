import { useState } from "react";
import type { ErrorCode } from "#shared/error-codes.ts";
import {
  INVITATION_DAYS,
  INVITATION_LINK_MESSAGES,
  TEAM_MESSAGES,
  ZAcceptInvitationRequest,
  type InvitationLinkState,
} from "#shared/schemas/teams.ts";
import { HttpError } from "#web/lib/http.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { TextField } from "#web/ui/text-field.tsx";
import { hasFieldErrors, showFailureToast } from "../failure-toast.ts";
import { queueFlashToast } from "../flash-toast.ts";
import { acceptInvitation, INVITATION_FORM_ID } from "../invitation-api.ts";
import { NameField, NewPasswordFields } from "./account-fields.tsx";
import { AuthPage, CheckList } from "./auth-page.tsx";

type DeadState = "unknown" | "expired" | "used";
type Problem = DeadState | "taken";

/** The server's reasons the link cannot make an account, by what the page shows. */
const PROBLEM_CODES: Partial<Record<ErrorCode, Problem>> = {
  "team.link_unknown": "unknown",
  "team.link_expired": "expired",
  "team.link_used": "used",
  "team.address_has_account": "taken",
};

const PROBLEM_MESSAGES: Record<Problem, string> = {
  ...INVITATION_LINK_MESSAGES,
  taken: TEAM_MESSAGES.addressHasAccount,
};

function DeadLink({ problem }: { problem: Problem }) {
  return (
    <div className="space-y-5">
      <h2 className="text-2xl font-bold text-moss-900">
        {problem === "used" || problem === "taken"
          ? "Sie haben schon ein Konto"
          : "Link nicht gültig"}
      </h2>
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-200">
        {PROBLEM_MESSAGES[problem]}
      </p>
      <ButtonLink to="/login?redirect=/dashboard" className="w-full">
        Zum Login
      </ButtonLink>
    </div>
  );
}

function JoinForm({
  token,
  email,
  onProblem,
}: {
  token: string;
  email: string;
  onProblem: (problem: Problem) => void;
}) {
  const { register, handleSubmit, formState } = useApiForm(
    INVITATION_FORM_ID,
    ZAcceptInvitationRequest,
    { token, name: "", password: "", password_confirmation: "" },
  );
  const [leaving, setLeaving] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await acceptInvitation(values);
    } catch (error) {
      const problem =
        error instanceof HttpError && error.code ? PROBLEM_CODES[error.code] : undefined;
      if (problem) {
        onProblem(problem);
        return;
      }
      if (!hasFieldErrors(error)) showFailureToast("Das Konto konnte nicht angelegt werden", error);
      return;
    }
    // Signed in now: a full load of the dashboard, so the header knows the new member.
    setLeaving(true);
    queueFlashToast("teamJoined");
    window.location.assign("/dashboard");
  });

  const error = (name: keyof typeof formState.errors) =>
    formState.errors[name]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="join-heading">
      <h2 id="join-heading" className="text-2xl font-bold text-moss-900">
        Ihr Zugang
      </h2>
      {/* The address is the invitation's: shown, not changed; password managers store it. */}
      <TextField
        label="E-Mail-Adresse"
        type="email"
        name="username"
        autoComplete="username"
        value={email}
        readOnly
        hint="An diese Adresse ging die Einladung; damit melden Sie sich künftig an."
      />
      <NameField error={error("name")} {...register("name")} />
      <NewPasswordFields register={register} error={error} />
      <SubmitButton
        className={buttonClasses("primary", "w-full")}
        busy={formState.isSubmitting || leaving}
        busyLabel="Konto wird angelegt …"
      >
        Einladung annehmen
      </SubmitButton>
    </form>
  );
}

/** /einladung/{token}: a colleague joins the employer's team (ADR 058). */
export function InvitationPage({ token, link }: { token: string; link: InvitationLinkState }) {
  const [problem, setProblem] = useState<Problem | null>(
    link.state === "valid" ? null : link.state,
  );
  return (
    <AuthPage
      title={
        link.state === "valid"
          ? `Willkommen im Team von ${link.employer_name}`
          : "Einladung ins Team"
      }
      intro={
        <p>
          Legen Sie Ihren Namen und Ihr Passwort fest. Danach sind Sie angemeldet und arbeiten im
          Arbeitgeberbereich mit.
        </p>
      }
      aside={
        <div>
          <h2 className="mb-4 text-lg font-bold text-moss-900">Gut zu wissen</h2>
          <CheckList
            items={[
              "Sie schreiben und veröffentlichen Anzeigen und lesen die Bewerbungen.",
              "Das Team und die Abrechnung verwaltet der Inhaber oder die Inhaberin des Kontos.",
              `Der Link gilt ${INVITATION_DAYS} Tage und nur einmal.`,
            ]}
          />
        </div>
      }
    >
      {problem || link.state !== "valid" ? (
        <DeadLink problem={problem ?? "unknown"} />
      ) : (
        <JoinForm token={token} email={link.email} onProblem={setProblem} />
      )}
    </AuthPage>
  );
}
