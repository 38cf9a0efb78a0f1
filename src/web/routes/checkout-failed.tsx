import { appContext } from "#shared/load-context.ts";
import { CheckoutFailedPage } from "#web/features/checkout/components/checkout-failed-page.tsx";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/checkout-failed";

/** docs/product.md "Pages and addresses" /checkout/failed: Stripe's cancel address (`?bestellung={order id}`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("bestellung");
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const orderId = id !== null && id >= 1 && id <= 2_147_483_647 ? id : null;
  // Unknown or another's order, or signed out: the general way to the plans stays.
  const { services } = context.get(appContext);
  return { order: orderId === null ? null : await services.ownOrder(orderId) };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  return [
    { title: `Zahlung abgebrochen | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function CheckoutFailed({ loaderData }: Route.ComponentProps) {
  return <CheckoutFailedPage order={loaderData.order} />;
}
