import { useEffect } from "react";
import { useLocation } from "react-router";
import { SCROLL_TO_DELAY_MS } from "#shared/constants.ts";

/**
 * docs/product.md "Pages and addresses": elements with class `appear` gain `inview` while visible. Elements added by
 * later navigations are picked up through a MutationObserver.
 */
export function useAppearInView(): void {
  useEffect(() => {
    if (!("IntersectionObserver" in window)) {
      document.querySelectorAll(".appear").forEach((el) => el.classList.add("inview"));
      return;
    }
    const io = new IntersectionObserver(
      (entries) =>
        entries.forEach((entry) => entry.target.classList.toggle("inview", entry.isIntersecting)),
      { rootMargin: "0px 0px -5% 0px" },
    );
    const observed = new WeakSet<Element>();
    const scan = () =>
      document.querySelectorAll(".appear").forEach((el) => {
        if (observed.has(el)) return;
        observed.add(el);
        io.observe(el);
      });
    scan();
    const mo = new MutationObserver(scan);
    mo.observe(document.body, { childList: true, subtree: true });
    return () => {
      io.disconnect();
      mo.disconnect();
    };
  }, []);
}

/** docs/product.md "Pages and addresses": `?scrollto={element id}` scrolls to that element after 1000 ms. */
export function useScrollToParam(): void {
  const { search, pathname } = useLocation();
  useEffect(() => {
    const id = new URLSearchParams(search).get("scrollto");
    if (!id) return;
    const timer = setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({
        behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
        block: "start",
      });
    }, SCROLL_TO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, pathname]);
}
