import { describe, expect, it } from "vitest";
import { cdata, w3cDate, xmlText } from "./xml.ts";

describe("xmlText", () => {
  it("escapes markup and keeps every character XML 1.0 allows", () => {
    expect(xmlText(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;",
    );
    expect(xmlText("Zeile\tmit\nUmbruch\r und ä € 🌱 \uE000 \uFFFD")).toBe(
      "Zeile\tmit\nUmbruch\r und ä € 🌱 \uE000 \uFFFD",
    );
  });

  it("strips C0 controls, lone surrogates, U+FFFE and U+FFFF", () => {
    expect(xmlText("a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg\u007fh")).toBe("abcdefg\u007fh");
    expect(xmlText("x\ud800y\udc00z\ufffe\uffff!")).toBe("xyz!");
  });
});

describe("cdata", () => {
  it("wraps the text and splits a `]]>` so the section does not end early", () => {
    expect(cdata("<p>a & b</p>")).toBe("<![CDATA[<p>a & b</p>]]>");
    expect(cdata("x ]]> y")).toBe("<![CDATA[x ]]]]><![CDATA[> y]]>");
    expect(cdata("]]>]]>")).toBe("<![CDATA[]]]]><![CDATA[>]]]]><![CDATA[>]]>");
    expect(cdata("a\u0002]\u0003]>")).toBe("<![CDATA[a]]]]><![CDATA[>]]>");
  });
});

describe("w3cDate", () => {
  it("is UTC to the second", () => {
    expect(w3cDate(new Date("2026-11-29T06:37:59.987Z"))).toBe("2026-11-29T06:37:59Z");
  });
});
