import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { ApiContract } from "#shared/api-contract.ts";
import type { EndpointOutput } from "#shared/contract.ts";

const CHECK_INTERVAL_MS = 5 * 60 * 1000;

type VersionAnswer = EndpointOutput<ApiContract["GET /api/version"]>;

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
        // A plain fetch, not the client (lib/api.ts): a background check must neither end the
        // count of 503 reloads (lib/unavailable-reload.ts) when it succeeds nor reload the page
        // itself when it fails. The answer's type comes from the contract all the same.
        const response = await fetch("/api/version", {
          headers: { Accept: "application/json" },
          cache: "no-store",
        });
        if (!response.ok) return;
        const { version } = (await response.json()) as VersionAnswer;
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
