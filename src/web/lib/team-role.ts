import { usePageMetadata } from "./page-metadata.ts";

/**
 * Whether the signed-in user is a member of their employer's team rather than its owner
 * (ADR 058): members see no entry point to billing (ADR 061).
 */
export function useIsTeamMember(): boolean {
  return usePageMetadata().user?.employers.data[0]?.role === "member";
}
