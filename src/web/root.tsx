import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { STORAGE_KEYS } from "#shared/constants.ts";
import { appContext } from "#shared/load-context.ts";
import { localeOfPath } from "#shared/locales.ts";
import { createTranslator } from "#shared/translator.ts";
import type { Route } from "./+types/root";
import { AppShell } from "./features/layout/components/app-shell.tsx";
import { LoadFailurePage } from "./features/pages/components/load-failure-page.tsx";
import { NotFoundPage } from "./features/pages/components/not-found-page.tsx";
import { ServerErrorPage } from "./features/pages/components/server-error-page.tsx";
import { isLoadFailure } from "./lib/load-failure.ts";
import { useSessionExpiredHandler } from "./lib/session-expired.ts";
import { useOptionalRootData, type RootData } from "./lib/page-metadata.ts";
import { Stylesheet } from "./lib/stylesheet.tsx";
import { messagesOf } from "./messages/catalogue.server.ts";
// A URL, not a side-effect import: the server inlines the stylesheet (lib/stylesheet.tsx).
import appStylesheet from "./app.css?url";

const HEAD_SCRIPT =
  `document.documentElement.classList.add("js");` +
  `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.consent)}))` +
  `document.documentElement.classList.add("consent-decided")}catch(e){}`;

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { services, cspNonce } = context.get(appContext);
  // The language is the path's prefix (ADR 051); its shell texts go into the HTML's loader data.
  const locale = localeOfPath(new URL(request.url).pathname);
  return {
    metadata: await services.pageMetadata(),
    cspNonce,
    locale,
    shell: messagesOf("shell", locale),
  };
}

// The shell's texts belong to the language: a navigation into another language loads them anew.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || defaultShouldRevalidate
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const appName = loaderData?.metadata.app_name ?? "Wurzelwerk";
  if (!loaderData) return [{ title: appName }];
  const t = createTranslator(loaderData.locale, loaderData.shell);
  return [
    { title: `${appName} – ${t("meta.title")}` },
    { name: "description", content: t("meta.description") },
  ];
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useOptionalRootData();
  const nonce = root?.cspNonce;
  return (
    <html lang={root?.locale ?? "de"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f5a27" />
        {/* Marks before first paint that scripts run, so .appear may start hidden, and whether a
            consent choice is stored, so the server-rendered consent banner stays hidden (app.css). */}
        <script nonce={nonce} suppressHydrationWarning>
          {HEAD_SCRIPT}
        </script>
        <Stylesheet href={appStylesheet} />
        <Meta />
        <Links />
      </head>
      <body className="font-sans antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useSessionExpiredHandler();
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A chunk or the route manifest did not arrive: a page of its own, without the app shell
  // (whose parts may need chunks that fail as well).
  const root = useOptionalRootData();
  if (isLoadFailure(error)) return <LoadFailurePage />;
  // Without root data (the root loader itself failed) there is no header to draw, nor the
  // texts a 404 page in the shell would need.
  if (!root) return <ServerErrorPage />;
  const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  return <AppShell>{notFound ? <NotFoundPage /> : <ServerErrorPage />}</AppShell>;
}
