import { ConfirmEmailPage } from "#web/features/auth/components/confirm-email-page.tsx";
import { authMeta } from "#web/features/auth/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/email-verify-link";

// The link of the verification mail, /email/verify/{id}/{hash}?expires=…&signature=… (also in
// mails sent before ADR 019): a page with the button that confirms. The address carries the
// signature: no page or resource loaded from here may learn it through the Referer header.
export function headers() {
  return { "Referrer-Policy": "no-referrer" };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...authMeta(rootMetadata(matches), {
      title: "E-Mail-Adresse bestätigen",
      description: "Bestätigen Sie die E-Mail-Adresse Ihres Arbeitgeber-Kontos.",
      path: "/verify-email",
      index: false,
    }),
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function EmailVerifyLink() {
  return <ConfirmEmailPage />;
}
