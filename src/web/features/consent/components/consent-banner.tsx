import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { useLocalizedPath, useShellText } from "#web/lib/i18n.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { useConsentStore } from "../store.ts";

/**
 * The cookie/consent notice: only necessary cookies until the visitor agrees to more.
 * It is in the server's HTML, so a first visitor sees it with the page's first paint instead of
 * after hydration (it is the largest text on a phone's first screen, so it decides LCP). Until
 * the stored choice has been read, it carries `consent-pending`, which app.css hides when
 * root.tsx's head script found a stored choice (or scripts do not run at all).
 */
export function ConsentBanner() {
  const { choice, bannerOpen, load, decide } = useConsentStore();
  const t = useShellText();
  const path = useLocalizedPath();
  const headingId = useId();
  useEffect(load, [load]);
  const pending = choice === undefined;
  const banner = useRef<HTMLElement>(null);
  const shown = bannerOpen || pending;
  useEffect(
    () => (shown && banner.current ? publishConsentSpace(banner.current) : undefined),
    [shown],
  );
  if (!shown) return null;
  // „Mehr dazu in der {link}.“: the link's place differs per language.
  const [before, after] = t.around("consent.more", "link");

  return (
    <section
      ref={banner}
      aria-labelledby={headingId}
      className={`fixed inset-x-0 bottom-0 z-50 mx-auto max-w-3xl p-3 sm:bottom-4${pending ? " consent-pending" : ""}`}
      data-testid="consent-banner"
    >
      <div className="rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-moss-200">
        <h2 id={headingId} className="text-lg font-bold text-moss-900">
          {t("consent.heading")}
        </h2>
        <p className="mt-2 text-sm leading-relaxed">
          {t("consent.text")} {before}
          <Link
            to={path("/datenschutz")}
            className="font-semibold text-moss-700 underline underline-offset-2"
          >
            {t("consent.privacyLink")}
          </Link>
          {after}
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonClasses("secondary")}
            onClick={() => decide(false)}
          >
            {t("consent.necessary")}
          </button>
          <button type="button" className={buttonClasses("primary")} onClick={() => decide(true)}>
            {t("consent.all")}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * Keeps --consent-space on <html> at the height the banner takes at the bottom of the viewport,
 * so the toasts stand above it rather than on its buttons (app.css). A banner hidden by
 * `consent-pending` takes none.
 */
function publishConsentSpace(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const measure = () => {
    const top = banner.getBoundingClientRect().top;
    // A fixed element has no offsetParent; a hidden one has no boxes.
    const space = banner.getClientRects().length ? Math.max(0, window.innerHeight - top) : 0;
    root.style.setProperty("--consent-space", `${Math.ceil(space)}px`);
  };
  const resizes = new ResizeObserver(measure);
  resizes.observe(banner);
  window.addEventListener("resize", measure);
  measure();
  return () => {
    resizes.disconnect();
    window.removeEventListener("resize", measure);
    root.style.removeProperty("--consent-space");
  };
}
