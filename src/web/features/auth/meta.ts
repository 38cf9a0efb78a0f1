/**
 * Title and description of an account page, in the style of the other pages
 * ("Anmelden | Wurzelwerk"). Pages that only make sense from a mail link stay out of search
 * engines (`index: false`); the others get a canonical address.
 */
export function authMeta(
  root: { app_url: string; app_name: string } | undefined,
  page: { title: string; description: string; path: string; index?: boolean },
) {
  const appName = root?.app_name ?? "Wurzelwerk";
  const title = `${page.title} | ${appName}`;
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.index === false
      ? [{ name: "robots", content: "noindex" }]
      : root
        ? [
            { tagName: "link", rel: "canonical", href: `${root.app_url}${page.path}` },
            { property: "og:title", content: title },
            { property: "og:description", content: page.description },
            { property: "og:url", content: `${root.app_url}${page.path}` },
            { property: "og:type", content: "website" },
            { property: "og:locale", content: "de_DE" },
          ]
        : []),
  ];
}
