import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { STORAGE_KEYS } from "#shared/constants.ts";
import { appContext } from "#shared/load-context.ts";
import type { Route } from "./+types/root";
import { AppShell } from "./features/layout/components/app-shell.tsx";
import { LoadFailurePage } from "./features/pages/components/load-failure-page.tsx";
import { NotFoundPage } from "./features/pages/components/not-found-page.tsx";
import { ServerErrorPage } from "./features/pages/components/server-error-page.tsx";
import { isLoadFailure } from "./lib/load-failure.ts";
import { useSessionExpiredHandler } from "./lib/session-expired.ts";
import { useOptionalRootData, type RootData } from "./lib/page-metadata.ts";
import { Stylesheet } from "./lib/stylesheet.tsx";
// A URL, not a side-effect import: the server inlines the stylesheet (lib/stylesheet.tsx).
import appStylesheet from "./app.css?url";

const HEAD_SCRIPT =
  `document.documentElement.classList.add("js");` +
  `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.consent)}))` +
  `document.documentElement.classList.add("consent-decided")}catch(e){}`;

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { services, cspNonce } = context.get(appContext);
  return { metadata: await services.pageMetadata(), cspNonce };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const appName = loaderData?.metadata.app_name ?? "Wurzelwerk";
  return [
    { title: `${appName} – Jobs in der grünen Branche` },
    {
      name: "description",
      content: "Die erste interaktive Karriereplattform für die grüne Branche.",
    },
  ];
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useOptionalRootData()?.cspNonce;
  return (
    <html lang="de" suppressHydrationWarning>
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
  const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
  const page = notFound ? <NotFoundPage /> : <ServerErrorPage />;
  // Without root data (the root loader itself failed) there is no header to draw.
  return root ? <AppShell>{page}</AppShell> : page;
}
