import { VerifyEmailPage } from "#web/features/auth/components/verify-email-page.tsx";
import { authMeta } from "#web/features/auth/meta.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/verify-email";

// Two addresses, one page (docs/product.md "Pages and addresses"): /verify-email and /email/verify, where the header's
// banner links to. Who is logged in comes from the root loader's metadata.
export function meta({ matches }: Route.MetaArgs) {
  return authMeta(rootMetadata(matches), {
    title: "E-Mail-Adresse bestätigen",
    description: "Bestätigen Sie die E-Mail-Adresse Ihres Arbeitgeber-Kontos.",
    path: "/verify-email",
    index: false,
  });
}

export default function VerifyEmail() {
  return <VerifyEmailPage />;
}
