import { useMemo } from "react";
import { translate, type Translatable } from "#shared/i18n.ts";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "#shared/locales.ts";
import type { FormatWords } from "#shared/format.ts";
import {
  createTranslator,
  type Messages,
  type MessagesLike,
  type Translator,
} from "#shared/translator.ts";
import type { JobMessages } from "#web/messages/job/de.ts";
import type { ShellMessages } from "#web/messages/shell/de.ts";
import { useOptionalRootData } from "./page-metadata.ts";

export type ShellTranslator = Translator<MessagesLike<ShellMessages>>;
/**
 * The job page's and its application form's texts in the page's language: the job route's
 * loader gives them, the editor's preview passes German's.
 */
export type JobText = Translator<MessagesLike<JobMessages>>;

/** The page's language: the root loader reads it from the path prefix (ADR 051). */
function useLocale(): Locale {
  return useOptionalRootData()?.locale ?? DEFAULT_LOCALE;
}

/** A translator over messages a loader returned, made once per messages object. */
export function useTranslator<M extends Messages>(locale: Locale, messages: M): Translator<M> {
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}

/** The texts of the frame and of what every seeker page shares, in the page's language. */
export function useShellText(): ShellTranslator {
  const root = useOptionalRootData();
  if (!root) throw new Error("root loader data missing");
  return useTranslator(root.locale, root.shell);
}

/** A German path as this page's language has it (German where the page has no other version). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

/**
 * A value staff keep per language (a sector's name): the stored text in this language, else the
 * shell's text for a seeded sector, else German.
 */
export function sectorName(
  sector: { name: Translatable; slug?: string },
  t: ShellTranslator,
): string {
  if (t.locale === DEFAULT_LOCALE) return translate(sector.name);
  return (
    sector.name[t.locale] ||
    (sector.slug ? t.lookup(`sector.${sector.slug}`) : undefined) ||
    translate(sector.name)
  );
}

/** Sectors in the order of their names in this language (the root loader sorts them by German name). */
export function sortedSectors<S extends { name: Translatable; slug?: string }>(
  sectors: S[],
  t: ShellTranslator,
): S[] {
  if (t.locale === DEFAULT_LOCALE) return sectors;
  return [...sectors].sort((a, b) => sectorName(a, t).localeCompare(sectorName(b, t), t.locale));
}

/** The words around salaries and start dates in the shell's language. */
export function formatWords(t: ShellTranslator): FormatWords {
  return {
    locale: t.locale,
    perHour: t("salary.perHour"),
    perMonth: t("salary.perMonth"),
    perYear: t("salary.perYear"),
    salaryFrom: t("salary.from"),
    salaryUpTo: t("salary.upTo"),
    salaryRange: t("salary.range"),
    startFlexible: t("start.flexible"),
    startNow: t("start.now"),
    startFrom: t("start.from"),
  };
}
