import type { InviteRequest } from "#shared/schemas/teams.ts";
import { api } from "#web/lib/api.ts";

// Team accounts (ADR 058): the owner's invitations and members. The team itself comes from the
// dashboard's loader (load context `ownTeam`); after a change the page revalidates.

export const INVITE_FORM_ID = "team-invite";

export function inviteColleague(values: InviteRequest) {
  return api.post("/api/team/invitations", { body: values, form: INVITE_FORM_ID });
}

export function revokeInvitation(id: number) {
  return api.delete("/api/team/invitations/:id", { params: { id } });
}

export function removeMember(id: number) {
  return api.delete("/api/team/members/:id", { params: { id } });
}

export function handOverOwnership(id: number) {
  return api.post("/api/team/members/:id/ownership", { params: { id } });
}
