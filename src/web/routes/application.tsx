import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import {
  ApplicationPage,
  UnknownApplicationPage,
} from "#web/features/apply/components/application-page.tsx";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { tokenLinkHeaders, tokenLinkMeta } from "#web/lib/token-link-page.ts";
import type { Route } from "./+types/application";

// The link of the applicant's confirmation mail (ADR 046): see the application, withdraw it
// with a button (DELETE), never by opening the page.
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.get(appContext).services.applicationByToken(params.token);
  return found.status === 200 ? found : data(found, { status: 404 });
}

export const headers = tokenLinkHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return tokenLinkMeta("Deine Bewerbung", rootMetadata(matches)?.app_name);
}

export default function Application({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.status !== 200) return <UnknownApplicationPage message={loaderData.message} />;
  return (
    <ApplicationPage key={params.token} token={params.token} application={loaderData.application} />
  );
}
