import { useEffect } from "react";
import { Slide, toast, ToastContainer as Toastify } from "react-toastify";
import "react-toastify/ReactToastify.css";
import { TOAST_DURATION_MS } from "#shared/constants.ts";
import { attachToastContainer } from "./toast.ts";

/**
 * react-toastify with SPEC.md §9's settings: 10 000 ms, sliding in at the bottom, dismissible,
 * with a progress bar; success green, warning orange, error red. Loaded by `ToastHost` with
 * the first toast, so no page pays for it before.
 */
export default function ToastContainer() {
  // The container registers itself with react-toastify in its own effect, which runs before
  // this one (children first), so the queued toasts find it.
  useEffect(
    () => attachToastContainer((kind, message, options) => toast[kind](message, options)),
    [],
  );
  return (
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
  );
}
