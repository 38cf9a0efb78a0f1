import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Slide, toast, ToastContainer as Toastify } from "react-toastify";
import "react-toastify/ReactToastify.css";
import { TOAST_DURATION_MS } from "#shared/constants.ts";
import { attachToastContainer, toastIdOf } from "./toast.ts";

/**
 * react-toastify with docs/product.md "Texts and messages"'s settings: 10 000 ms, sliding in at the bottom, dismissible,
 * with a progress bar; success green, warning orange, error red. Loaded by `ToastHost` with
 * the first toast, so no page pays for it before. The toasts stand above the consent banner
 * (app.css, --consent-space), and the strip they take is published as --toast-space, which an
 * open dialog leaves free (ui/modal-dialog.tsx): a toast covers none of their controls.
 */
export default function ToastContainer() {
  const wrapper = useRef<HTMLDivElement>(null);
  // The container registers itself with react-toastify in its own effect, which runs before
  // this one (children first), so the queued toasts find it.
  useEffect(
    () =>
      attachToastContainer((kind, message, options) =>
        toast[kind](message, { toastId: toastIdOf(kind, message, options) }),
      ),
    [],
  );
  useEffect(() => publishToastSpace(wrapper.current!), []);
  // Straight in <body> and marked as react-aria's top layer: an open modal dialog makes the
  // rest of the page inert, and a toast inside it could neither be read, nor paused, nor closed.
  return createPortal(
    <div ref={wrapper} data-react-aria-top-layer="true">
      <Toastify
        position="bottom-center"
        autoClose={TOAST_DURATION_MS}
        transition={Slide}
        hideProgressBar={false}
        closeOnClick
        pauseOnHover
        theme="colored"
        closeButton
      />
    </div>,
    document.body,
  );
}

/** Keeps --toast-space on <html> at the height from the top of the toast stack to the bottom of the viewport. */
function publishToastSpace(wrapper: HTMLElement): () => void {
  const root = document.documentElement;
  let observed: Element | null = null;
  const measure = () => {
    const stack = wrapper.querySelector(".Toastify__toast-container");
    if (stack !== observed) {
      if (observed) resizes.unobserve(observed);
      if (stack) resizes.observe(stack);
      observed = stack;
    }
    const space =
      stack && stack.childElementCount > 0
        ? Math.max(0, window.innerHeight - stack.getBoundingClientRect().top)
        : 0;
    root.style.setProperty("--toast-space", `${Math.ceil(space)}px`);
  };
  const resizes = new ResizeObserver(measure);
  const mutations = new MutationObserver(measure);
  mutations.observe(wrapper, { childList: true, subtree: true });
  window.addEventListener("resize", measure);
  measure();
  return () => {
    mutations.disconnect();
    resizes.disconnect();
    window.removeEventListener("resize", measure);
    root.style.removeProperty("--toast-space");
  };
}
