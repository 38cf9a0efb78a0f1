import { translate, type Translatable } from "#shared/i18n.ts";

interface MetaSource {
  name: Translatable;
  meta_title: Translatable | null;
  meta_description: Translatable | null;
}

/** SPEC.md §2: title from meta_title, falling back to name; description from meta_description. */
export function contentMeta(page: MetaSource, options: { url?: string; appName?: string } = {}) {
  const title = translate(page.meta_title) || `${translate(page.name)} | ${options.appName ?? "Wurzelwerk"}`;
  const description = translate(page.meta_description);
  return [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "de_DE" },
    ...(options.url ? [{ tagName: "link", rel: "canonical", href: options.url }, { property: "og:url", content: options.url }] : []),
  ];
}

export const NOT_FOUND_META = [
  { title: "Seite nicht gefunden | Wurzelwerk" },
  { name: "robots", content: "noindex" },
];
