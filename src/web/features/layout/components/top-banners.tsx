import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ImpersonationPanel } from "#web/features/auth/components/impersonation-panel.tsx";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { useNewVersionAvailable } from "../use-version-check.ts";

/**
 * SPEC.md §2: the bars above the header — the impersonation panel while staff act as an
 * employer, and a banner: the "new version" banner takes priority over the one asking to
 * confirm the email address. Their height (0 without any) is published as --banner-height so
 * the page content starts below them.
 */
export function TopBanners() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current!;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--banner-height", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.setProperty("--banner-height", "0px");
    };
  }, []);

  return (
    <div ref={ref}>
      <ImpersonationPanel />
      <Banner />
    </div>
  );
}

function Banner() {
  const { app_version, app_name, user } = usePageMetadata();
  const newVersion = useNewVersionAvailable(app_version);
  const unverified = Boolean(user && !user.email_verified_at);

  if (newVersion) {
    return (
      <div
        role="status"
        className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-earth-600 px-4 py-2 text-center text-sm text-white"
      >
        <span>Es gibt eine neue Version von {app_name}.</span>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-white px-3 py-1 font-semibold text-earth-600 hover:bg-moss-50"
        >
          Jetzt neu laden
        </button>
      </div>
    );
  }
  if (unverified) {
    return (
      <div
        role="status"
        className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-moss-800 px-4 py-2 text-center text-sm text-white"
      >
        <span>
          Bitte bestätigen Sie Ihre E-Mail-Adresse, um Anzeigen veröffentlichen und Pakete buchen zu
          können.
        </span>
        <Link to="/email/verify" className="font-semibold underline underline-offset-2">
          Bestätigungslink anfordern
        </Link>
      </div>
    );
  }
  return null;
}
