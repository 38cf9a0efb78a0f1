import { translate, type Translatable } from "#shared/i18n.ts";

interface MetaSource {
  name: Translatable;
  meta_title: Translatable | null;
  meta_description: Translatable | null;
}

/** docs/product.md "Pages and addresses": title from meta_title, falling back to name; description from meta_description. */
export function contentMeta(page: MetaSource, options: { url?: string; appName?: string } = {}) {
  const title =
    translate(page.meta_title) || `${translate(page.name)} | ${options.appName ?? "Wurzelwerk"}`;
  const description = translate(page.meta_description);
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "de_DE" },
    ...(options.url
      ? [
          { tagName: "link", rel: "canonical", href: options.url },
          { property: "og:url", content: options.url },
        ]
      : []),
  ];
}

export function notFoundMeta(appName = "Wurzelwerk") {
  return [{ title: `Seite nicht gefunden | ${appName}` }, { name: "robots", content: "noindex" }];
}

/** The root loader's metadata as seen from a route's `meta` function. */
export function rootMetadata(
  matches: readonly unknown[],
): { app_url: string; app_name: string } | undefined {
  const root = matches[0] as
    { loaderData?: { metadata?: { app_url: string; app_name: string } } } | undefined;
  return root?.loaderData?.metadata;
}
