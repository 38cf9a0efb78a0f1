import type { ReactNode } from "react";

/** The top band of every content page; leaves room for the fixed, transparent header. */
export function PageHero({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-12 pt-[calc(70px+2.5rem)] sm:px-6 lg:px-10">
      {/* Same width as the text below it, so both start on one line. */}
      <div className={`mx-auto ${wide ? "max-w-6xl" : "max-w-3xl"}`}>
        <h1 className="text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-moss-800 sm:text-xl">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
