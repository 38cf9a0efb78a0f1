import { useEffect, useRef, type ReactNode } from "react";

/**
 * The frame of /checkout/process and /checkout/failed: one card under the fixed header. The
 * heading takes the focus when `focusKey` changes (a new state was announced).
 */
export function CheckoutResultFrame({
  title,
  focusKey,
  children,
}: {
  title: string;
  focusKey?: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [focusKey]);

  return (
    <section className="bg-gradient-to-b from-moss-100 via-moss-50 to-white px-4 pb-16 pt-[calc(70px+2rem)] sm:px-6 sm:pt-[calc(70px+3rem)] lg:px-10 lg:pb-24">
      <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 shadow-lg shadow-moss-900/5 ring-1 ring-moss-200 sm:p-10">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight text-moss-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-5 space-y-4 text-ink">{children}</div>
      </div>
    </section>
  );
}
