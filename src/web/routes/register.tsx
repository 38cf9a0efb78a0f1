import { redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { RegisterPage } from "#web/features/auth/components/register-page.tsx";
import { authMeta } from "#web/features/auth/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { homePath } from "#web/lib/home-path.ts";
import type { Route } from "./+types/register";

export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.get(appContext).services.currentUser();
  if (user) throw redirect(homePath(user));
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(rootMetadata(matches), {
    title: "Als Arbeitgeber registrieren",
    description:
      "Kostenloses Arbeitgeber-Konto anlegen und Fachkräfte für Landwirtschaft, Garten- und Landschaftsbau, Baumschule und Pflanzenhandel finden.",
    path: "/register",
  });
}

export default function Register() {
  return <RegisterPage />;
}
