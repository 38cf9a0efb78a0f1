import type { AcceptInvitationRequest } from "#shared/schemas/teams.ts";
import { api } from "#web/lib/api.ts";

export const INVITATION_FORM_ID = "team-invitation";

/** Joins the team through the invitation's link; 201 with the new member's session cookie. */
export function acceptInvitation(values: AcceptInvitationRequest) {
  return api.post("/api/team/invitations/accept", {
    body: values,
    form: INVITATION_FORM_ID,
    toast: false,
  });
}
