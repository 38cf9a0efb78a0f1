import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { InvitationPage } from "#web/features/auth/components/invitation-page.tsx";
import { authMeta } from "#web/features/auth/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/invitation";

/** A team invitation's link (ADR 058): the form while it works, otherwise why not (404/410). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const link = await context.get(appContext).services.invitationLinkState(params.token);
  const status = link.state === "valid" ? 200 : link.state === "unknown" ? 404 : 410;
  return data({ link }, { status });
}

// The address carries the token: no page or resource loaded from here may learn it through
// the Referer header, and no cache may keep the page.
export function headers() {
  return { "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...authMeta(rootMetadata(matches), {
      title: "Einladung ins Team",
      description: "Einer Einladung ins Arbeitgeberkonto eines Unternehmens folgen.",
      path: "/einladung",
      index: false,
    }),
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function Invitation({ loaderData, params }: Route.ComponentProps) {
  return <InvitationPage token={params.token} link={loaderData.link} />;
}
