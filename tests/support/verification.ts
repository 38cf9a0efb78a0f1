import type { LightMyRequestResponse } from "fastify";
import type { ParsedMail } from "mailparser";
import type { TestApp } from "./app.ts";

/** The verification link (ADR 009/010) in a mail's text. */
export function verificationLinkIn(m: ParsedMail): URL {
  const match = m.text?.match(/https?:\/\/\S+\/email\/verify\/\S+/);
  if (!match) throw new Error("no verification link in mail");
  return new URL(match[0]);
}

/**
 * What the button on the page the link opens does (ADR 019): POST to the link's path with its
 * `expires` and `signature`, with this browser's cookies.
 */
export function confirmLink(
  t: TestApp,
  link: URL,
  options: { cookies?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.api({
    method: "POST",
    url: link.pathname,
    payload: {
      expires: link.searchParams.get("expires") ?? "",
      signature: link.searchParams.get("signature") ?? "",
    },
    cookies: options.cookies ?? {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
