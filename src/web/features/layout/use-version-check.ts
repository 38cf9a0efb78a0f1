import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { api } from "#web/lib/api.ts";

const CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Notices that a newer build was deployed: compares the version rendered into the page with
 * the server's current one, on navigation, when the tab becomes visible and every 5 minutes.
 */
export function useNewVersionAvailable(renderedVersion: string): boolean {
  const [available, setAvailable] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (available) return;
    let cancelled = false;
    const check = async () => {
      try {
        // The server answers with no-store, so no cached version hides a new one.
        const { version } = await api.get("/api/version", { toast: false });
        if (!cancelled && version && version !== renderedVersion) setAvailable(true);
      } catch {
        // Offline or restarting: try again at the next occasion.
      }
    };
    void check();
    const timer = setInterval(check, CHECK_INTERVAL_MS);
    const onVisible = () => document.visibilityState === "visible" && void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [renderedVersion, pathname, available]);

  return available;
}
