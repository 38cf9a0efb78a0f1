import { ownText, type Translatable } from "#shared/i18n.ts";
import {
  DEFAULT_LOCALE,
  languageVersions,
  localizedPath,
  OG_LOCALES,
  type Locale,
} from "#shared/locales.ts";

interface MetaSource {
  name: Translatable;
  meta_title: Translatable | null;
  meta_description: Translatable | null;
}

interface ContentMetaOptions {
  url?: string;
  appName?: string;
  locale?: Locale;
  /** The interface's title and description where the page has none in `locale`. */
  fallback?: { title: string; description: string };
}

/** docs/product.md "Pages and addresses": title from meta_title, falling back to name; description from meta_description. */
export function contentMeta(page: MetaSource, options: ContentMetaOptions = {}) {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const appName = options.appName ?? "Wurzelwerk";
  const title =
    ownText(page.meta_title, locale) ||
    (options.fallback
      ? `${options.fallback.title} | ${appName}`
      : `${ownText(page.name, locale)} | ${appName}`);
  const description = ownText(page.meta_description, locale) || options.fallback?.description;
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...(options.url
      ? [
          { tagName: "link", rel: "canonical", href: options.url },
          { property: "og:url", content: options.url },
        ]
      : []),
  ];
}

/**
 * A page that exists in every language (ADR 051): its canonical address in this language and an
 * `hreflang` alternate per language, with the German address as `x-default`.
 */
export function languageMeta(germanPath: string, locale: Locale, appUrl: string) {
  const versions = languageVersions(germanPath);
  return {
    url: `${appUrl}${localizedPath(germanPath, locale)}`,
    links: [
      ...versions.map((version) => ({
        tagName: "link",
        rel: "alternate",
        hrefLang: version.locale,
        href: `${appUrl}${version.path}`,
      })),
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${appUrl}${germanPath}` },
    ],
  };
}

export function notFoundMeta(appName = "Wurzelwerk", title = "Seite nicht gefunden") {
  return [{ title: `${title} | ${appName}` }, { name: "robots", content: "noindex" }];
}

/** The 404's meta in the shell's language (an unknown path under `/pl` is a Polish 404). */
export function notFoundMetaOf(matches: readonly unknown[]) {
  const root = matches[0] as
    | { loaderData?: { metadata?: { app_name: string }; shell?: Record<string, unknown> } }
    | undefined;
  const title = root?.loaderData?.shell?.["notFound.metaTitle"];
  return notFoundMeta(
    root?.loaderData?.metadata?.app_name,
    typeof title === "string" ? title : undefined,
  );
}

/** The root loader's metadata as seen from a route's `meta` function. */
export function rootMetadata(
  matches: readonly unknown[],
): { app_url: string; app_name: string } | undefined {
  const root = matches[0] as
    { loaderData?: { metadata?: { app_url: string; app_name: string } } } | undefined;
  return root?.loaderData?.metadata;
}
