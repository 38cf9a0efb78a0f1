import type { ReactNode } from "react";
import { HttpError } from "#web/lib/http.ts";

/** A refusal inside a card, read out when it appears. */
export function Problem({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 ring-1 ring-red-200"
    >
      {children}
    </p>
  );
}

/** The text of a failed call: the server's German message, or a general one when offline. */
export function problemText(error: unknown): string {
  return error instanceof HttpError && error.status !== 0 && error.message
    ? error.message
    : "Das hat nicht geklappt. Bitte versuche es noch einmal.";
}
