import type { ReactNode } from "react";
import { APP_MAX_WIDTH_PX } from "#shared/constants.ts";
import { AuthNotices } from "#web/features/auth/components/auth-notices.tsx";
import { ConsentBanner } from "#web/features/consent/components/consent-banner.tsx";
import { LiveConnection } from "#web/features/notifications/components/live-connection.tsx";
import { SearchOverlays } from "#web/features/search/components/search-overlays.tsx";
import { useShellText } from "#web/lib/i18n.ts";
import { usePageRefusals } from "#web/lib/refusal-text.ts";
import { ToastHost } from "#web/ui/toast-host.tsx";
import { useAppearInView, useScrollToParam } from "../use-page-effects.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Header, page, footer and the overlays every page has; capped at 2400 px (docs/product.md "Texts and messages"). */
export function AppShell({ children }: { children: ReactNode }) {
  useAppearInView();
  useScrollToParam();
  usePageRefusals();
  const t = useShellText();
  return (
    <div
      className="mx-auto flex min-h-dvh flex-col bg-white shadow-[0_0_40px_rgba(0,0,0,0.04)]"
      style={{ maxWidth: APP_MAX_WIDTH_PX }}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-moss-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("skipLink")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 pt-[var(--banner-height)] outline-none">
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
      <SearchOverlays />
      <ToastHost />
      <AuthNotices />
      <LiveConnection />
    </div>
  );
}
