import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatDate } from "#shared/format.ts";
import { AUTH_LIMITS } from "#shared/schemas/auth.ts";
import {
  INVITATION_DAYS,
  ZInviteRequest,
  type Team,
  type TeamInvitation,
  type TeamMember,
} from "#shared/schemas/teams.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { TextField } from "#web/ui/text-field.tsx";
import { notify } from "#web/ui/toast.ts";
import {
  handOverOwnership,
  INVITE_FORM_ID,
  inviteColleague,
  removeMember,
  revokeInvitation,
} from "../team-api.ts";

const ROLE_LABELS = { owner: "Inhaber/in", member: "Mitglied" } as const;

type Pending =
  | { kind: "remove"; member: TeamMember }
  | { kind: "handover"; member: TeamMember }
  | { kind: "revoke"; invitation: TeamInvitation };

/**
 * Dashboard „Team“ (ADR 058): the members of the company's account and, for the owner, the
 * invitation form, the open invitations and the actions on each member. The team comes from the
 * dashboard's loader and is read again after every change (revalidation, also live).
 */
export function TeamSection({ team, userId }: { team: Team; userId: number }) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const isOwner = team.members.some((m) => m.id === userId && m.role === "owner");
  const owner = team.members.find((m) => m.role === "owner");

  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer =
        pending.kind === "remove"
          ? await removeMember(pending.member.id)
          : pending.kind === "handover"
            ? await handOverOwnership(pending.member.id)
            : await revokeInvitation(pending.invitation.id);
      notify.success(answer.message);
      setPending(null);
      await revalidator.revalidate();
    } catch {
      // The server's message is the toast (lib/http.ts).
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="team-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8"
    >
      <h2 id="team-heading" className="text-2xl font-bold text-moss-900">
        Team
      </h2>
      <p className="mt-2 text-moss-800">
        {isOwner
          ? "Laden Sie Kolleginnen und Kollegen ein: Sie können alles außer das Team und die Abrechnung verwalten."
          : `Das Team und die Abrechnung verwaltet ${owner?.name ?? "der Inhaber oder die Inhaberin des Kontos"}.`}
      </p>

      <ul className="mt-6 divide-y divide-moss-100" aria-label="Mitglieder">
        {team.members.map((member) => (
          // Stacked at every width: on a wide screen the section stands in the narrow column.
          <li key={member.id} className="space-y-3 py-4 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="break-words font-semibold text-ink">
                {member.name}
                {member.id === userId ? <span className="font-normal"> (Sie)</span> : null}
              </p>
              <p className="break-words text-sm text-moss-800">{member.email}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-moss-100 px-3 py-1 text-sm font-semibold text-moss-900 ring-1 ring-moss-300">
                {ROLE_LABELS[member.role]}
              </span>
              {isOwner && member.role === "member" ? (
                <>
                  <button
                    type="button"
                    className={buttonClasses("secondary", "px-3! py-1.5! text-sm")}
                    onClick={() => setPending({ kind: "handover", member })}
                    aria-label={`Inhaberschaft an ${member.name} übergeben`}
                  >
                    Inhaberschaft übergeben
                  </button>
                  <button
                    type="button"
                    className={buttonClasses(
                      "secondary",
                      "px-3! py-1.5! text-sm text-red-800! ring-red-700! hover:bg-red-50!",
                    )}
                    onClick={() => setPending({ kind: "remove", member })}
                    aria-label={`${member.name} entfernen`}
                  >
                    Entfernen
                  </button>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>

      {isOwner ? (
        <>
          <InviteForm onInvited={() => void revalidator.revalidate()} />
          <OpenInvitations
            invitations={team.invitations}
            onRevoke={(invitation) => setPending({ kind: "revoke", invitation })}
          />
        </>
      ) : null}

      {pending ? (
        <ConfirmActionDialog
          title={
            pending.kind === "remove"
              ? `${pending.member.name} entfernen?`
              : pending.kind === "handover"
                ? `Inhaberschaft an ${pending.member.name} übergeben?`
                : "Einladung zurückziehen?"
          }
          confirmLabel={
            pending.kind === "remove"
              ? "Endgültig entfernen"
              : pending.kind === "handover"
                ? "Inhaberschaft übergeben"
                : "Zurückziehen"
          }
          tone={pending.kind === "handover" ? "primary" : "danger"}
          busy={busy}
          onConfirm={() => void run()}
          onClose={() => setPending(null)}
        >
          {pending.kind === "remove" ? (
            <p>
              Das Konto von {pending.member.name} wird gelöscht und überall abgemeldet. Anzeigen und
              Bewerbungen bleiben beim Unternehmen.
            </p>
          ) : pending.kind === "handover" ? (
            <p>
              {pending.member.name} verwaltet dann das Team und die Abrechnung. Sie bleiben als
              Mitglied im Team und können das nicht selbst rückgängig machen.
            </p>
          ) : (
            <p>
              Der Link in der Einladung an {pending.invitation.email} funktioniert dann nicht mehr.
            </p>
          )}
        </ConfirmActionDialog>
      ) : null}
    </section>
  );
}

function InviteForm({ onInvited }: { onInvited(): void }) {
  const { register, handleSubmit, formState, reset } = useApiForm(INVITE_FORM_ID, ZInviteRequest, {
    email: "",
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await inviteColleague(values);
      notify.success(answer.message);
      reset({ email: "" });
      onInvited();
    } catch {
      // Field errors stand at the field, anything else is the server's toast (lib/http.ts).
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-8 space-y-4 border-t border-moss-200 pt-8"
      aria-labelledby="team-invite-heading"
    >
      <h3 id="team-invite-heading" className="text-lg font-bold text-moss-900">
        Kollegin oder Kollegen einladen
      </h3>
      <TextField
        label="E-Mail-Adresse"
        type="email"
        autoComplete="off"
        inputMode="email"
        maxLength={AUTH_LIMITS.email}
        hint={`Wir schicken einen Link, der ${INVITATION_DAYS} Tage gilt. Damit legt die Person Namen und Passwort fest.`}
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <SubmitButton
        className={buttonClasses("primary", "w-full sm:w-auto")}
        busy={formState.isSubmitting}
        busyLabel="Wird gesendet …"
      >
        Einladung senden
      </SubmitButton>
    </form>
  );
}

function OpenInvitations({
  invitations,
  onRevoke,
}: {
  invitations: TeamInvitation[];
  onRevoke(invitation: TeamInvitation): void;
}) {
  if (invitations.length === 0) return null;
  return (
    <div className="mt-8 border-t border-moss-200 pt-8">
      <h3 className="text-lg font-bold text-moss-900">Offene Einladungen</h3>
      <ul className="mt-4 divide-y divide-moss-100" aria-label="Offene Einladungen">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0">
              <p className="break-words font-semibold text-ink">{invitation.email}</p>
              <p className="text-sm text-moss-800">
                Gültig bis {formatDate(invitation.expires_at)}
              </p>
            </div>
            <button
              type="button"
              className={buttonClasses("secondary", "px-3! py-1.5! text-sm")}
              onClick={() => onRevoke(invitation)}
              aria-label={`Einladung an ${invitation.email} zurückziehen`}
            >
              Zurückziehen
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
