import { ForgotPasswordPage } from "#web/features/auth/components/forgot-password-page.tsx";
import { authMeta } from "#web/features/auth/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(rootMetadata(matches), {
    title: "Passwort vergessen",
    description: "Link zum Zurücksetzen Ihres Passworts anfordern.",
    path: "/forgot-password",
    index: false,
  });
}

export default function ForgotPassword() {
  return <ForgotPasswordPage />;
}
