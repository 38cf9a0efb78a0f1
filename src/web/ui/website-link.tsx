import type { ReactNode } from "react";

/**
 * An employer's own website (ADR 057): a new window, and for search engines a link the site does
 * not vouch for (`nofollow ugc`); the page it opens gets no handle on ours (`noopener`).
 */
export function WebsiteLink({
  href,
  newWindow,
  children,
}: {
  href: string;
  /** „(neues Fenster)“ in the page's language, for screen readers. */
  newWindow: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="nofollow ugc noopener noreferrer"
      className="font-semibold text-moss-700 underline underline-offset-2"
    >
      {children}
      <span className="sr-only">{` ${newWindow}`}</span>
    </a>
  );
}
