import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { StylesheetTextContext } from "./lib/stylesheet.tsx";

export const streamTimeout = 5_000;

const stylesheets = new Map<string, string | undefined>();

/**
 * The text of a built stylesheet (`/assets/…css` in build/client, next to this server build),
 * read once; the dev server serves its stylesheets itself, so nothing is inlined there.
 */
function builtStylesheet(href: string): string | undefined {
  if (!import.meta.env.PROD || !/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  if (!stylesheets.has(href)) {
    let text: string | undefined;
    try {
      text = readFileSync(new URL(`../client${href}`, import.meta.url), "utf8");
    } catch {
      text = undefined;
    }
    stylesheets.set(href, text);
  }
  return stylesheets.get(href);
}

/**
 * React Router's default Node entry, plus the CSP nonce of this request on every inline
 * script React Router writes (hydration data, module preloads), and the built stylesheets'
 * text for inlining (lib/stylesheet.tsx).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(appContext).cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <StylesheetTextContext value={builtStylesheet}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetTextContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
