import { ResetPasswordPage } from "#web/features/auth/components/reset-password-page.tsx";
import { authMeta } from "#web/features/auth/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/reset-password";

// The address carries the reset token: no page or resource loaded from here may learn it
// through the Referer header. The response header covers everything; the meta tag also holds
// where a proxy drops headers.
export function headers() {
  return { "Referrer-Policy": "no-referrer" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...authMeta(rootMetadata(matches), {
      title: "Neues Passwort festlegen",
      description: "Legen Sie ein neues Passwort für Ihr Arbeitgeber-Konto fest.",
      path: "/reset-password",
      index: false,
    }),
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function ResetPassword() {
  return <ResetPasswordPage />;
}
