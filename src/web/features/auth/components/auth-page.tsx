import type { ReactNode } from "react";

/**
 * The frame of the account pages: heading and intro on the left, the form card on the right
 * (below on phones), optional notes under the heading. In the DOM the card comes before the
 * notes, so keyboard and screen-reader users reach the form first.
 */
export function AuthPage({
  title,
  intro,
  children,
  aside,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-moss-100 via-moss-50 to-white px-4 pb-16 pt-[calc(70px+2rem)] sm:px-6 sm:pt-[calc(70px+3rem)] lg:px-10 lg:pb-24">
      <div className="mx-auto grid max-w-6xl items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10">
        <div className="lg:col-start-1 lg:row-start-1 lg:pt-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {intro ? <div className="mt-4 max-w-xl text-lg text-moss-800">{intro}</div> : null}
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-lg shadow-moss-900/5 ring-1 ring-moss-200 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {children}
        </div>
        {aside ? <div className="lg:col-start-1 lg:row-start-2">{aside}</div> : null}
      </div>
    </section>
  );
}

/** A short list with check marks, for the notes next to a form. */
export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-moss-900">
          <svg
            viewBox="0 0 20 20"
            className="mt-0.5 h-5 w-5 shrink-0 text-moss-600"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.15" />
            <path
              d="M6 10.5l2.5 2.5L14 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export const textLinkClass =
  "font-semibold text-moss-700 underline underline-offset-2 hover:text-moss-900";

/** A green notice inside the card (e.g. "check your inbox"), focusable for screen readers. */
export function SuccessPanel({
  heading,
  headingRef,
  children,
}: {
  heading: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div>
      <div
        className="mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-moss-100 text-moss-700"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" focusable="false">
          <path
            d="M3 6.5A1.5 1.5 0 014.5 5h15A1.5 1.5 0 0121 6.5v11a1.5 1.5 0 01-1.5 1.5h-15A1.5 1.5 0 013 17.5v-11z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <path
            d="M4 7l8 6 8-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-moss-900 outline-none">
        {heading}
      </h2>
      <div className="mt-3 space-y-3 text-moss-900">{children}</div>
    </div>
  );
}
