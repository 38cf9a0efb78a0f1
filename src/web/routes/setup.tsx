import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { SetupPage } from "#web/features/auth/components/setup-page.tsx";
import { authMeta } from "#web/features/auth/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/setup";

/** The setup link of the start log: the form while it works, otherwise why not (404/410). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const state = await context.get(appContext).services.setupLinkState(params.token);
  const status = state === "valid" ? 200 : state === "unknown" ? 404 : 410;
  return data({ state }, { status });
}

// The address carries the token: no page or resource loaded from here may learn it through
// the Referer header, and no cache may keep the page.
export function headers() {
  return { "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...authMeta(rootMetadata(matches), {
      title: "Wurzelwerk einrichten",
      description: "Das erste Staff-Konto einer neuen Wurzelwerk-Installation anlegen.",
      path: "/einrichtung",
      index: false,
    }),
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function Setup({ loaderData, params }: Route.ComponentProps) {
  return <SetupPage token={params.token} state={loaderData.state} />;
}
