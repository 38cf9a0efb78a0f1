import { useRouteLoaderData } from "react-router";
import type { PageMetadata } from "#shared/schemas/meta.ts";

export interface RootData {
  metadata: PageMetadata;
  cspNonce: string;
}

/** The page metadata the root loader rendered into the first HTML. */
export function usePageMetadata(): PageMetadata {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data missing");
  return data.metadata;
}

export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
