import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ImpersonationPanel } from "#web/features/auth/components/impersonation-panel.tsx";
import { useShellText } from "#web/lib/i18n.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { useUnavailableRetry } from "#web/lib/unavailable-reload.ts";
import { useNewVersionAvailable } from "../use-version-check.ts";

/**
 * docs/product.md "Pages and addresses": the bars above the header — the impersonation panel while staff act as an
 * employer, and a banner: the note that the service answered 503 and the page reloads soon
 * comes first, then the "new version" banner, then the one asking to confirm the email address.
 * Their height (0 without any) is published as --banner-height so the page content starts
 * below them.
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
  const retryAt = useUnavailableRetry();
  // Seekers read the two notes in their page's language; the address note is an employer's.
  const t = useShellText();

  if (retryAt !== null) {
    return (
      <div
        role="status"
        className="bg-earth-600 px-4 py-2 text-center text-sm font-semibold text-white"
      >
        <RetryCountdown retryAt={retryAt} appName={app_name} />
      </div>
    );
  }
  if (newVersion) {
    return (
      <div
        role="status"
        className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-earth-600 px-4 py-2 text-center text-sm text-white"
      >
        <span>{t("banner.newVersion", { app: app_name })}</span>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-white px-3 py-1 font-semibold text-earth-600 hover:bg-moss-50"
        >
          {t("banner.reload")}
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

/** "… Neuer Versuch in 4 s …", counting down each second. */
function RetryCountdown({ retryAt, appName }: { retryAt: number; appName: string }) {
  const t = useShellText();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  return (
    <span>
      {t("banner.unavailable", { app: appName })} {/* Read out once, not every second. */}
      <span aria-hidden="true">
        {seconds > 0 ? t("banner.retryIn", { seconds }) : t("banner.retrying")}
      </span>
      <span className="sr-only">{t("banner.reloadSoon")}</span>
    </span>
  );
}
