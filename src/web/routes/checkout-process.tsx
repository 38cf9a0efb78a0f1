import { redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { CheckoutProcessPage } from "#web/features/checkout/components/checkout-process-page.tsx";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { loginPath } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/checkout-process";

/** docs/product.md "Pages and addresses" /checkout/process: Stripe's success address; only for the signed-in buyer. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  if (!(await services.currentUser()))
    throw redirect(loginPath(url.pathname + url.search, "zahlung"));
  return { sessionId: url.searchParams.get("session_id") };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  return [
    { title: `Zahlung wird bestätigt | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function CheckoutProcess({ loaderData }: Route.ComponentProps) {
  return <CheckoutProcessPage sessionId={loaderData.sessionId} />;
}
