import type { ReactNode } from "react";
import type { MessagesLike, Translator } from "#shared/translator.ts";
import type { ShellTranslator } from "#web/lib/i18n.ts";
import { linkPageRefusal } from "#web/lib/refusal-text.ts";
import type { AlertsMessages } from "#web/messages/alerts/de.ts";

/** The texts of the pages of an alert's mailed links in the page's language (loader data). */
export type AlertText = Translator<MessagesLike<AlertsMessages>>;

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

/** A refused button in the page's language (lib/refusal-text.ts). */
export function problemText(error: unknown, t: AlertText, shell: ShellTranslator): string {
  return linkPageRefusal(error, shell, { unknown: t("unknown.text"), failed: t("problem.failed") });
}
