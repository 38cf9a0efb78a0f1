import { appContext } from "#shared/load-context.ts";
import type { BillingAddressLoad } from "#web/features/checkout/api.ts";
import type { Route } from "./+types/checkout-billing-address";

/**
 * Loader only: the stored billing address and the profile's proposal, which the checkout
 * dialog's order form reads with a fetcher when it opens (ADR 026: data a page needs on demand
 * comes from a loader-only route).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  return services.ownBillingAddress();
}

// One signed-in user's data: never stored by shared caches.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** A failed read (server error, no connection) is the form's to explain, not the page's error page. */
export async function clientLoader({
  serverLoader,
}: Route.ClientLoaderArgs): Promise<BillingAddressLoad> {
  try {
    return await serverLoader();
  } catch {
    return { status: "failed" };
  }
}
