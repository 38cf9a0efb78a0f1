import { DEFAULT_LOCALE, type Locale } from "./locales.ts";
import type { AdText, AdTextLocale, AdTranslations } from "./schemas/jobs.ts";

/** What the job page shows of an ad's title and texts in one language (ADR 052). */
export interface LocalizedAdText extends AdText {
  /** The language the texts are in: the asked one, or German when falling back. */
  lang: Locale;
  /** True when the seeker asked for a language the employer did not translate the ad into. */
  fallback: boolean;
}

/**
 * The ad's title and four texts in `locale` when the employer translated them, else the German
 * ones with `fallback: true`. A translation counts only with a title and a description (the
 * editor refuses any other); its other blocks are shown as the employer left them, empty ones
 * hidden like an empty German block, never filled with German.
 */
export function adTextFor(
  ad: AdText & { translations?: AdTranslations | null },
  locale: Locale,
): LocalizedAdText {
  const german = {
    title: ad.title,
    description: ad.description,
    tasks: ad.tasks,
    profile: ad.profile,
    benefits: ad.benefits,
  };
  // Every locale but German is one an ad can be translated into.
  if (locale === DEFAULT_LOCALE) return { ...german, lang: DEFAULT_LOCALE, fallback: false };
  const entry = ad.translations?.[locale as AdTextLocale];
  if (!entry || !entry.title.trim() || !entry.description.trim()) {
    return { ...german, lang: DEFAULT_LOCALE, fallback: true };
  }
  return {
    title: entry.title,
    description: entry.description,
    tasks: entry.tasks ?? "",
    profile: entry.profile ?? "",
    benefits: entry.benefits ?? "",
    lang: locale,
    fallback: false,
  };
}

/**
 * A card's title in `locale` (ADR 052): the translation's title where the employer wrote one,
 * else the German title with its language, so the page can mark it.
 */
export function adTitleFor(
  ad: { title: string; title_translations?: Partial<Record<AdTextLocale, string>> },
  locale: Locale,
): { title: string; lang: Locale } {
  const translated =
    locale === DEFAULT_LOCALE ? undefined : ad.title_translations?.[locale as AdTextLocale];
  return translated?.trim()
    ? { title: translated, lang: locale }
    : { title: ad.title, lang: DEFAULT_LOCALE };
}

/**
 * The title of an ad as its row stores it (title, translations) in `locale`: what a seeker's
 * mail names the ad by (ADR 054), the employer's translation where there is one, else German.
 */
export function storedAdTitle(
  ad: { title: string | null; translations: AdTranslations | null },
  locale: Locale,
): string {
  const titles = Object.fromEntries(
    Object.entries(ad.translations ?? {}).map(([language, text]) => [language, text?.title ?? ""]),
  );
  return adTitleFor({ title: ad.title ?? "", title_translations: titles }, locale).title;
}

/**
 * The ad's German texts as one HTML text, the three lists under their headings: the
 * description of its JobPosting JSON-LD and of the job feed (ADR 059).
 */
export function adDescriptionHtml(
  ad: Pick<AdText, "description" | "tasks" | "profile" | "benefits">,
): string {
  return [
    ad.description,
    ad.tasks && `<h2>Deine Aufgaben</h2>${ad.tasks}`,
    ad.profile && `<h2>Dein Profil</h2>${ad.profile}`,
    ad.benefits && `<h2>Wir bieten</h2>${ad.benefits}`,
  ]
    .filter(Boolean)
    .join("");
}
