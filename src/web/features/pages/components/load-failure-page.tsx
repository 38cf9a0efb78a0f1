import { useEffect } from "react";
import { claimAutoReload } from "#web/lib/load-failure.ts";
import { LogoMark } from "#web/features/layout/components/logo.tsx";
import { buttonClasses } from "#web/ui/button-link.tsx";

/**
 * Shown by the root error boundary when a part of the app could not be loaded (lib/load-failure.ts):
 * the page reloads itself once; if it fails again, „Neu laden“ is offered. Standalone — no header,
 * footer or overlays, which may need the very chunks that failed — and worded for seekers and
 * employers alike (neither du nor Sie).
 */
export function LoadFailurePage() {
  useEffect(() => {
    if (claimAutoReload()) window.location.reload();
  }, []);

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-moss-100 to-moss-50 px-4 py-16 text-center sm:px-6"
    >
      <a href="/" className="flex items-center gap-2 text-xl font-extrabold text-moss-900">
        <LogoMark />
        Wurzelwerk
      </a>
      <h1 className="mt-10 max-w-xl text-3xl font-extrabold text-moss-900 sm:text-4xl">
        Die Seite konnte nicht vollständig geladen werden.
      </h1>
      <p className="mt-4 max-w-xl text-lg text-moss-800">
        Vermutlich war die Verbindung kurz unterbrochen oder es gibt eine neue Version der Seite.
        Neu laden hilft in den meisten Fällen.
      </p>
      <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row">
        <button
          type="button"
          className={buttonClasses("primary", "px-8")}
          onClick={() => window.location.reload()}
        >
          Neu laden
        </button>
        <a href="/" className="font-semibold text-moss-700 underline underline-offset-2">
          Zur Startseite
        </a>
      </div>
    </main>
  );
}
