/**
 * The pages of a mailed link (a job alert's, an application's) carry its token in the address:
 * no page or resource loaded from them may learn it through the Referer header, no cache may
 * keep them, and no search engine may list them. The meta tag also holds where a proxy drops
 * headers.
 */
export function tokenLinkHeaders() {
  return { "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" };
}

export function tokenLinkMeta(title: string, appName = "Wurzelwerk") {
  return [
    { title: `${title} | ${appName}` },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}
