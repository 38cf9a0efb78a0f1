import { describe, expect, it } from "vitest";
import { blogPosts } from "#server/db/seed/content/blog-posts.ts";
import { faqs } from "#server/db/seed/content/faqs.ts";
import { pages } from "#server/db/seed/content/pages.ts";
import { isBlank, richTextLength, sanitizeContentHtml, sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps the allow-list: paragraphs, breaks, emphasis, lists, links", () => {
    const html =
      '<p>Wir suchen <strong>dich</strong> und <em>deine</em> Erfahrung.<br>Ab sofort.</p><ul><li>Pflege</li><li>Pflanzung</li></ul><ol><li>eins</li></ol><p><a href="https://www.example.de/jobs">Mehr</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<p>Wir suchen <strong>dich</strong> und <em>deine</em> Erfahrung.<br />Ab sofort.</p><ul><li>Pflege</li><li>Pflanzung</li></ul><ol><li>eins</li></ol><p><a href="https://www.example.de/jobs" rel="nofollow noopener" target="_blank">Mehr</a></p>',
    );
  });

  it("strips scripts, styles, event handlers and dangerous URLs with their content", () => {
    const attacks = [
      "<script>alert(1)</script><p>Text</p>",
      "<style>body{display:none}</style><p>Text</p>",
      '<p onclick="alert(1)" style="color:red" class="x">Text</p>',
      '<p>Text<img src=x onerror="alert(1)"></p>',
      '<p><a href="javascript:alert(1)">Text</a></p>',
      '<p><a href="  JaVaScRiPt:alert(1)">Text</a></p>',
      '<p><a href="data:text/html;base64,PHNjcmlwdD4=">Text</a></p>',
      '<p><a href="//evil.example">Text</a></p>',
      '<p>Text<iframe src="https://evil.example"></iframe></p>',
      "<svg><script>alert(1)</script></svg><p>Text</p>",
      '<p>Text</p><form action="https://evil.example"><input name="x"></form>',
      '<p><a href="https://ok.example" onmouseover="alert(1)" target="_self" rel="opener">Text</a></p>',
    ];
    for (const attack of attacks) {
      const clean = sanitizeRichText(attack);
      expect(clean, attack).toContain("Text");
      expect(clean, attack).not.toMatch(
        /script|style=|onclick|onerror|onmouseover|javascript|iframe|<img|<svg|<form|<input|data:|evil|alert|rel="opener"|_self/i,
      );
    }
  });

  it("maps b/i/headings to the allowed tags and forces rel and target on links", () => {
    expect(sanitizeRichText("<h2>Titel</h2><b>fett</b> <i>kursiv</i>")).toBe(
      "<p>Titel</p><strong>fett</strong> <em>kursiv</em>",
    );
    expect(sanitizeRichText('<a href="mailto:jobs@example.de" rel="opener">Mail</a>')).toBe(
      '<a href="mailto:jobs@example.de" rel="nofollow noopener" target="_blank">Mail</a>',
    );
    expect(sanitizeRichText("<a>ohne Ziel</a>")).toBe("ohne Ziel");
  });

  it("keeps the markup balanced after a dropped link", () => {
    expect(sanitizeRichText('<a href="javascript:x">Klick</a><p>Danach</p>')).toBe(
      "Klick<p>Danach</p>",
    );
    expect(
      sanitizeRichText('<ul><li><a href="data:text/html,x">A</a></li><li>B</li></ul><p>C</p>'),
    ).toBe("<ul><li>A</li><li>B</li></ul><p>C</p>");
  });

  it("treats an emptied editor as empty and counts visible characters", () => {
    expect(sanitizeRichText("<p><br></p>")).toBe("");
    expect(sanitizeRichText("<p> &nbsp; </p>")).toBe("");
    expect(isBlank("<p><strong></strong></p>")).toBe(true);
    expect(richTextLength("<p>Gärtner <strong>(m/w/d)</strong></p>")).toBe(14);
  });
});

describe("sanitizeContentHtml (content pages, blog posts, FAQ answers)", () => {
  const tags = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[0]);
  const text = (html: string) =>
    html
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " ")
      .trim();

  it("keeps every seeded text as it is: headings, quotes and links to our own pages", () => {
    const texts = [
      ...pages.map((p) => p.content.de),
      ...blogPosts.map((b) => b.content.de),
      ...faqs.map((f) => f.answer.de),
    ].filter(Boolean);
    expect(texts.length).toBeGreaterThan(20);
    for (const html of texts) {
      const clean = sanitizeContentHtml(html);
      expect(tags(clean)).toEqual(tags(html));
      expect(text(clean)).toBe(text(html));
    }
  });

  it("opens own paths in the same tab and foreign ones in a new one, drops the rest", () => {
    expect(
      sanitizeContentHtml('<a href="/kontakt" target="_blank" onclick="x()">Kontakt</a>'),
    ).toBe('<a href="/kontakt">Kontakt</a>');
    expect(sanitizeContentHtml('<a href="https://example.de">Extern</a>')).toBe(
      '<a href="https://example.de" rel="nofollow noopener" target="_blank">Extern</a>',
    );
    for (const href of [
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "data:text/html,x",
    ])
      expect(sanitizeContentHtml(`<a href="${href}">Text</a>`), href).toBe("Text");
  });

  it("keeps h2, h3 and blockquote, turns other headings into them and strips scripts", () => {
    expect(
      sanitizeContentHtml(
        "<h1>Eins</h1><h2>Zwei</h2><h4>Vier</h4><blockquote>Zitat</blockquote><script>alert(1)</script><img src=x onerror=alert(1)>",
      ),
    ).toBe("<h2>Eins</h2><h2>Zwei</h2><h3>Vier</h3><blockquote>Zitat</blockquote>");
  });
});
