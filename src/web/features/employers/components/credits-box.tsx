import { Link } from "react-router";
import { formatDate } from "#shared/format.ts";
import type { CreditSummary } from "#shared/schemas/job-editor.ts";
import { BUY_CREDITS_PATH } from "#web/features/checkout/components/orders-section.tsx";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { availableCredits, dayCount } from "#shared/count-texts.ts";
import { OWNER_BUYS_CREDITS } from "#shared/team-messages.ts";
import { useIsTeamMember } from "#web/lib/team-role.ts";

/**
 * "Verfügbares Guthaben": credits usable now, by plan; with none left, where to book more, or for
 * a team member who books them (ADR 061: no billing entry points for members).
 */
export function CreditsBox({ credits }: { credits: CreditSummary }) {
  const member = useIsTeamMember();
  const groups = credits.groups.filter((group) => group.count > 0);
  if (credits.available <= 0) {
    return (
      <div
        data-testid="credits-box"
        className="flex flex-col gap-4 rounded-2xl bg-earth-500/10 p-5 ring-1 ring-earth-500/40 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h3 className="text-lg font-bold text-ink">{availableCredits(0)}</h3>
          <p className="mt-1 text-ink">
            {member
              ? `Kein Guthaben mehr. ${OWNER_BUYS_CREDITS} Danach können Sie wieder Anzeigen veröffentlichen und verlängern.`
              : "Kein Guthaben mehr – buchen Sie ein Paket, um Anzeigen zu veröffentlichen oder zu verlängern."}
          </p>
        </div>
        {member ? null : (
          <ButtonLink to={BUY_CREDITS_PATH} variant="primary" className="shrink-0">
            Guthaben kaufen
          </ButtonLink>
        )}
      </div>
    );
  }

  return (
    <div data-testid="credits-box" className="rounded-2xl bg-moss-50 p-5 ring-1 ring-moss-200">
      <h3 className="text-lg font-bold text-moss-900">{availableCredits(credits.available)}</h3>
      {groups.length ? (
        <ul className="mt-3 space-y-2">
          {groups.map((group) => (
            <li
              key={`${group.plan_name}-${group.duration_days}-${group.highlighted}-${group.valid_until}`}
              className="flex flex-wrap items-baseline gap-x-2 text-ink"
            >
              <span className="font-semibold">
                {group.count} × {group.plan_name}
              </span>
              <span className="text-moss-800">
                je {dayCount(group.duration_days)}
                {group.highlighted ? ", hervorgehoben in der Suche" : ""}
                {group.valid_until ? `, einlösbar bis ${formatDate(group.valid_until)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm text-moss-800">
        Jede Veröffentlichung und jede Verlängerung verbraucht eine Anzeige aus dem Guthaben.{" "}
        {member ? (
          OWNER_BUYS_CREDITS
        ) : (
          <Link
            to={BUY_CREDITS_PATH}
            className="font-semibold text-moss-800 underline underline-offset-2"
          >
            Weitere Pakete buchen
          </Link>
        )}
      </p>
    </div>
  );
}
