import { useRouteLoaderData } from "react-router";
import type { Locale } from "#shared/locales.ts";
import type { PageMetadata } from "#shared/schemas/meta.ts";
import type { MessagesLike } from "#shared/translator.ts";
import type { ShellMessages } from "#web/messages/shell/de.ts";

export interface RootData {
  metadata: PageMetadata;
  cspNonce: string;
  /** The page's language (its path prefix) and the shell's texts in it (ADR 051). */
  locale: Locale;
  shell: MessagesLike<ShellMessages>;
}

/** The page metadata the root loader rendered into the first HTML. */
export function usePageMetadata(): PageMetadata {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data missing");
  return data.metadata;
}

export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
