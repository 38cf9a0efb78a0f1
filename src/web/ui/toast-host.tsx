import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastContainerWanted } from "./toast.ts";

const ToastContainer = lazy(() => import("./toast-container.tsx"));

/**
 * Where the app shell's toasts appear. Renders nothing (on the server, while hydrating and on
 * a page that has shown no toast) until `notify` asks for the container; then loads it once
 * and keeps it.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(
    toastContainerWanted.subscribe,
    toastContainerWanted.get,
    toastContainerWanted.getServer,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
