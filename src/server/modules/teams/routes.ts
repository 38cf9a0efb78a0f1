import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireOwner, requireUser } from "#server/platform/session.ts";
import { TEAM_MESSAGES, teamEndpoints as api } from "#shared/schemas/teams.ts";
import {
  acceptInvitation,
  handOverOwnership,
  invite,
  removeMember,
  revokeInvitation,
  teamOf,
} from "./service.ts";

// Team accounts (ADR 058). Managing the team is the owner's (`access: "owner"`: a member gets
// 403 before the input is read); the list is every member's; the invitation's link is public.

const BODY_LIMIT = 16 * 1024;

export const teamRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/team"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return { data: await teamOf(deps, user) };
      },
    });

    app.route({
      ...endpoint(api, "POST /api/team/invitations"),
      config: { access: "owner", rateLimit: { max: 30, timeWindow: "1 minute" } },
      bodyLimit: BODY_LIMIT,
      handler: async (request, reply) => {
        const user = await requireOwner(deps, request);
        const data = await invite(deps, user, request.body.email);
        // The mail was queued with the invitation; made after this answer.
        deps.outbox.kick();
        return reply.code(201).send({ data, message: TEAM_MESSAGES.invited(data.email) });
      },
    });

    app.route({
      ...endpoint(api, "DELETE /api/team/invitations/:id"),
      config: { access: "owner" },
      handler: async (request) => {
        const user = await requireOwner(deps, request);
        await revokeInvitation(deps, user, request.params.id);
        return { message: TEAM_MESSAGES.invitationRevoked };
      },
    });

    app.route({
      ...endpoint(api, "DELETE /api/team/members/:id"),
      config: { access: "owner" },
      handler: async (request) => {
        const user = await requireOwner(deps, request);
        const name = await removeMember(deps, user, request.params.id);
        return { message: TEAM_MESSAGES.memberRemoved(name) };
      },
    });

    app.route({
      ...endpoint(api, "POST /api/team/members/:id/ownership"),
      config: { access: "owner" },
      handler: async (request) => {
        const user = await requireOwner(deps, request);
        const name = await handOverOwnership(deps, user, request.params.id);
        return { message: TEAM_MESSAGES.ownershipHandedOver(name) };
      },
    });

    app.route({
      ...endpoint(api, "POST /api/team/invitations/accept"),
      bodyLimit: BODY_LIMIT,
      // The token has 256 bits; the limit keeps argon2 work from being asked for in bulk.
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      handler: async (request, reply) => {
        const user = await acceptInvitation(deps, reply, request.body);
        return reply.code(201).send({ data: user, message: TEAM_MESSAGES.joined });
      },
    });
  };
