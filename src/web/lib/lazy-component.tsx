import { use, type ComponentType } from "react";

export interface LazyComponent<P extends object> {
  (props: P): React.ReactNode;
  /** Loads the module; resolves once the component renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A component whose code is a chunk of its own, loaded when a page needs it — safe for server
 * rendering, unlike a plain React.lazy (which suspends on its first render in every process):
 * a loader awaits `preload()` before the page renders, so the server writes the complete HTML,
 * and a `clientLoader` does the same before a client-side navigation renders it. While the page
 * hydrates and the chunk is still on its way, the component suspends; inside a <Suspense>
 * boundary React keeps the server's HTML there and hydrates the rest of the page meanwhile.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  /** The attempt the component's render waits for; a failed one stays failed (see below). */
  let rendering: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A chunk that failed to load (network) is tried again by the next preload (a loader).
        pending = undefined;
        throw error;
      },
    ));
  function Lazy(props: P) {
    // The same promise on every retry of this render: once it failed, `use` throws its error to
    // the error boundary (root.tsx: the page for a load failure). A fresh attempt per render
    // would suspend again and again while the network fails, and never say so.
    if (!loaded) use((rendering ??= preload()));
    const Component = loaded!;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
