import type { ReactNode } from "react";

/**
 * The toasts of docs/product.md "Texts and messages" without react-toastify on the first load: `notify` queues a toast
 * and marks the container as wanted; the app shell's `ToastHost` then loads and mounts it
 * (ui/toast-container.tsx, which brings react-toastify and its styles in a chunk of their
 * own), and the container takes over the queue. Every later toast goes straight to
 * react-toastify. A toast shown in the first render after a navigation or reload (flash and
 * verified notices) waits in the queue until the container has loaded.
 */
export type ToastKind = "success" | "error" | "info" | "warning";

export interface ToastOptions {
  /** One toast per id: a second call with the same id while it is shown adds nothing. */
  toastId?: string;
}

export type ShowToast = (kind: ToastKind, message: ReactNode, options?: ToastOptions) => void;

const queue: Parameters<ShowToast>[] = [];
let show: ShowToast | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function enqueue(kind: ToastKind, message: ReactNode, options?: ToastOptions): void {
  if (show) {
    show(kind, message, options);
    return;
  }
  queue.push([kind, message, options]);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const notify = {
  success: (message: ReactNode, options?: ToastOptions) => enqueue("success", message, options),
  error: (message: ReactNode, options?: ToastOptions) => enqueue("error", message, options),
  info: (message: ReactNode, options?: ToastOptions) => enqueue("info", message, options),
  warning: (message: ReactNode, options?: ToastOptions) => enqueue("warning", message, options),
};

/**
 * The id react-toastify gets: the caller's, else one made of kind and text, so the same
 * message shown again while it stands (a second failed save, a second click) is one toast,
 * not a stack of equal ones. A toast with markup gets none and always shows.
 */
export function toastIdOf(
  kind: ToastKind,
  message: ReactNode,
  options?: ToastOptions,
): string | undefined {
  if (options?.toastId) return options.toastId;
  return typeof message === "string" ? `${kind}:${message}` : undefined;
}

/** For `ToastHost` (useSyncExternalStore): whether a toast has asked for the container. */
export const toastContainerWanted = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
  /** The server and the hydrating browser render no container. */
  getServer: (): boolean => false,
};

/** For the mounted container: shows the queued toasts in order, then every later one directly. */
export function attachToastContainer(next: ShowToast): () => void {
  show = next;
  for (const args of queue.splice(0)) next(...args);
  return () => {
    if (show === next) show = null;
  };
}
