import { redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { LoginPage } from "#web/features/auth/components/login-page.tsx";
import { authMeta } from "#web/features/auth/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { landingPath } from "#web/features/auth/redirect.ts";
import type { Route } from "./+types/login";

/** Logged in already: on to where the login would have led. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.get(appContext).services.currentUser();
  if (user) throw redirect(landingPath(user, new URL(request.url).searchParams.get("redirect")));
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(rootMetadata(matches), {
    title: "Anmelden",
    description:
      "Arbeitgeber-Login: Unternehmensprofil pflegen und Stellenanzeigen in der grünen Branche verwalten.",
    path: "/login",
  });
}

export default function Login() {
  return <LoginPage />;
}
