import type { ReactNode } from "react";

/**
 * A list shown as one run of items separated by „·“ that wraps onto further lines without a
 * line ever starting with a separator. Each item carries its separator in the gap to its left
 * (absolutely positioned, so it takes no room of its own); the item that starts a line has that
 * gap outside the list's box, where `overflow-hidden` clips it away. No measuring, no script:
 * it holds for every width and font size.
 */
export function SeparatedList({
  label,
  className = "",
  children,
}: {
  /** The list's accessible name. */
  label: string;
  className?: string;
  /** `<li>` elements. */
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      className={`flex flex-wrap gap-x-4 overflow-hidden [&>li]:relative [&>li]:before:absolute [&>li]:before:-left-4 [&>li]:before:w-4 [&>li]:before:text-center [&>li]:before:text-moss-300 [&>li]:before:content-['·'] ${className}`}
    >
      {children}
    </ul>
  );
}
