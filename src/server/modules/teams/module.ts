import type { TeamsWebServices } from "#shared/load-context.ts";
import { currentUser } from "#server/platform/session.ts";
import type { AppModule } from "../module.ts";
import { teamRoutes } from "./routes.ts";
import { INVITATION_MAIL, invitationLinkState, mailInvitation, teamOf } from "./service.ts";

export const teamsModule = {
  name: "teams",
  routes: [teamRoutes],
  work: (deps) => ({ [INVITATION_MAIL]: (payload) => mailInvitation(deps, payload) }),
  services: (deps, request): TeamsWebServices => ({
    invitationLinkState: (token) => invitationLinkState(deps.db, token),
    ownTeam: async () => {
      const user = await currentUser(deps.db, request);
      return user?.employers.data[0] ? teamOf(deps, user) : null;
    },
  }),
} as const satisfies AppModule;
