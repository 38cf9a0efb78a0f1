import sanitizeHtml from "sanitize-html";

/**
 * The rich text of job ads (docs/product.md "Job ads: fields and editor"): only p, br, strong, em, ul, ol,
 * li and links survive; every link gets rel="nofollow noopener" and opens in a new tab. Script,
 * style, event handlers, inline styles, classes and `javascript:` URLs are dropped, text inside
 * script/style with them. Headings become paragraphs (the editor has none; pasted ones stay
 * readable). The result is what the public page renders, so it is the only place that decides.
 */
const SAFE_HREF = /^(https?:\/\/[^\s/]|mailto:[^\s])/i;

function foreignLink(href: string): sanitizeHtml.Tag {
  if (!SAFE_HREF.test(href)) return { tagName: "a", attribs: {} as Record<string, string> };
  return { tagName: "a", attribs: { href, rel: "nofollow noopener", target: "_blank" } };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "ul", "ol", "li", "a"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "iframe", "title"],
  transformTags: {
    b: "strong",
    i: "em",
    h1: "p",
    h2: "p",
    h3: "p",
    h4: "p",
    h5: "p",
    h6: "p",
    div: "p",
    // rel and target are always ours, never the input's. A link without a safe target loses
    // its attributes here and its tag in exclusiveFilter, keeping its text. (Not a transform
    // into a discarded tag: sanitize-html 2.17 then closes the next sibling with that tag's
    // name, e.g. "<p>…</span>".)
    a: (_tagName, attribs) => foreignLink((attribs.href ?? "").trim()),
  },
  exclusiveFilter: (frame) => (frame.tag === "a" && !frame.attribs.href ? "excludeTag" : false),
};

export function sanitizeRichText(html: string): string {
  const cleaned = sanitizeHtml(html, OPTIONS).trim();
  return isBlank(cleaned) ? "" : cleaned;
}

/** A path on this site ("/kontakt", "/jobs?x=1#y"), never "//host" or a scheme. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/**
 * The staff-edited content (content pages, blog posts, FAQ answers): the ad's
 * allow-list plus h2, h3 and blockquote (as the seeded texts use them) and links to paths on
 * this site, which open in the same tab. Other headings become h2/h3, never h1 (the page's
 * title is its only h1).
 */
const CONTENT_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...(OPTIONS.allowedTags as string[]), "h2", "h3", "blockquote"],
  transformTags: {
    ...OPTIONS.transformTags,
    h1: "h2",
    h2: "h2",
    h3: "h3",
    h4: "h3",
    h5: "h3",
    h6: "h3",
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? "").trim();
      return SITE_PATH.test(href) ? { tagName: "a", attribs: { href } } : foreignLink(href);
    },
  },
};

export function sanitizeContentHtml(html: string): string {
  const cleaned = sanitizeHtml(html, CONTENT_OPTIONS).trim();
  return isBlank(cleaned) ? "" : cleaned;
}

/** True when the HTML shows no text (e.g. "<p><br></p>" from an emptied editor). */
export function isBlank(html: string): boolean {
  return richTextLength(html) === 0;
}

/** The visible characters, for length limits that mean what the employer sees. */
export function richTextLength(html: string): number {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, "")
    .length;
}
