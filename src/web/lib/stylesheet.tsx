import { createContext, useContext } from "react";

/**
 * Server only (entry.server.tsx): the text of a built stylesheet by its href, or undefined
 * when it cannot be read (dev server). The browser has no provider.
 */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | null>(
  null,
);

/**
 * A stylesheet of the page, inlined into the server's HTML so the first paint waits for no
 * request (docs/performance.md "Lighthouse"; the same trade-off as Next.js' `inlineCss`).
 *
 * React 19 treats `<style href precedence>` as a resource: the server writes it into `<head>`
 * as `<style data-href data-precedence>`, and the browser adopts the element it finds by
 * `data-href` instead of rendering its own — so the CSS text stays out of every JS chunk, and
 * the browser renders an empty string in its place. Where the server had no text (dev server),
 * both sides render a `<link rel="stylesheet">` resource instead.
 */
export function Stylesheet({ href }: { href: string }) {
  const readText = useContext(StylesheetTextContext);
  const text = readText ? readText(href) : inlinedByServer(href) ? "" : undefined;
  if (text === undefined) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {text}
    </style>
  );
}

function inlinedByServer(href: string): boolean {
  if (typeof document === "undefined") return false;
  return [...document.querySelectorAll("style[data-href]")].some((style) =>
    (style.getAttribute("data-href") ?? "").split(" ").includes(href),
  );
}
