import { useMemo } from "react";
import { useMatches } from "react-router";
import { DEFAULT_LOCALE } from "#shared/locales.ts";
import { createTranslator, type MessagesLike, type Translator } from "#shared/translator.ts";
import { sectorName, useShellText } from "#web/lib/i18n.ts";
import { useOptionalRootData, usePageMetadata } from "#web/lib/page-metadata.ts";
import { refusalText } from "#web/lib/refusal-text.ts";
import type { SearchFailureTexts } from "../store.ts";
import type { ChipNames } from "./filter-chips.ts";
import type { SearchMessages } from "#web/messages/search/de.ts";

export type SearchText = Translator<MessagesLike<SearchMessages>>;

/**
 * The texts of the search (/jobs, the wizard, the filter modal, the place field) in the page's
 * language. They are loader data, never JS (ADR 051): every page that shows the search or can
 * open its overlays (home, /jobs, a sector's jobs) returns them as `searchMessages`.
 */
export function useSearchText(): SearchText {
  const matches = useMatches();
  const locale = useOptionalRootData()?.locale ?? DEFAULT_LOCALE;
  const messages = [...matches]
    .reverse()
    .map(
      (match) =>
        (match.loaderData as { searchMessages?: MessagesLike<SearchMessages> } | undefined)
          ?.searchMessages,
    )
    .find((found) => found !== undefined);
  return useMemo(() => {
    if (!messages) throw new Error("search messages missing: the page's loader returns them");
    return createTranslator(locale, messages);
  }, [locale, messages]);
}

/**
 * The toasts of a refused search (runSearch) in the page's language, on German pages too: the
 * shell's for no connection and the wait (ADR 056), the search's own for the rest.
 */
export function useSearchFailureTexts(): SearchFailureTexts {
  const t = useSearchText();
  const shell = useShellText();
  return useMemo(
    () => ({
      missing: t("failure.missing"),
      refused: (error) =>
        refusalText(error, shell, { tooMany: t("failure.tooMany"), failed: t("failure.server") }),
    }),
    [t, shell],
  );
}

/** How the chips name a chosen sector and working time in the page's language. */
export function useChipNames(): ChipNames {
  const shell = useShellText();
  const { sectors } = usePageMetadata();
  return {
    sector: (chosen) => {
      const known = sectors.find((sector) => sector.id === chosen.id);
      return known ? sectorName(known, shell) : chosen.name;
    },
    workingTime: (time) => shell.lookup(`workingTime.${time}`) ?? time,
  };
}
