import { z } from "zod";
import "../validation.ts";
import { TEAM_JOINED_MESSAGE } from "../team-messages.ts";
import { defineEndpoints } from "../contract.ts";
import { ZId, ZMessage, ZValidationError } from "./common.ts";
import {
  CONFIRMATION_MISMATCH,
  confirmed,
  newPasswordFields,
  ZEmail,
  ZPersonName,
} from "./auth.ts";
import { ZCurrentUser } from "./user.ts";

// Team accounts (docs/product.md „Employer insight, company pages, teams, data rights“, ADR 058):
// the owner of an employer's account invites colleagues by email, lists and removes them and
// hands over the ownership; the invitee sets name and password through the mailed link.

/** The page of an invitation's link; the mail carries `APP_URL` + this + `/` + the token. */
export const INVITATION_PATH = "/einladung";
/** How long an invitation's link is valid. */
export const INVITATION_DAYS = 7;
/** Open invitations of one employer at once, and invitations made in 24 hours. */
export const INVITATION_LIMITS = { open: 20, perDay: 50 } as const;

const ZTeamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["owner", "member"]),
});
export type TeamMember = z.infer<typeof ZTeamMember>;

const ZTeamInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type TeamInvitation = z.infer<typeof ZTeamInvitation>;

/** The team of the signed-in user's employer; `invitations` only for the owner. */
const ZTeam = z.object({
  members: z.array(ZTeamMember),
  invitations: z.array(ZTeamInvitation),
});
export type Team = z.infer<typeof ZTeam>;

export const ZInviteRequest = z.object({ email: ZEmail }).strict();
export type InviteRequest = z.infer<typeof ZInviteRequest>;

export const ZAcceptInvitationRequest = z
  .object({
    token: z
      .string()
      .min(1, { error: "Der Einladungslink ist unvollständig." })
      .max(200, { error: "Der Einladungslink ist ungültig." }),
    name: ZPersonName,
    ...newPasswordFields,
  })
  .strict()
  .refine(confirmed, CONFIRMATION_MISMATCH);
export type AcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

/** What the invitation page may show for a link: the form (with the company and address), or why not. */
export type InvitationLinkState =
  | { state: "valid"; employer_name: string; email: string }
  | { state: "unknown" | "expired" | "used" };

/** Answer texts (API message and page) per state of a dead link. */
export const INVITATION_LINK_MESSAGES = {
  unknown:
    "Diese Einladung gibt es nicht (mehr). Prüfen Sie, ob Sie den Link vollständig aus der E-Mail kopiert haben, oder bitten Sie um eine neue Einladung.",
  expired:
    "Diese Einladung ist abgelaufen. Bitte bitten Sie den Inhaber oder die Inhaberin des Kontos um eine neue.",
  used: "Diese Einladung wurde schon angenommen. Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.",
} as const;

export const TEAM_MESSAGES = {
  ownerOnly: "Das kann nur der Inhaber oder die Inhaberin Ihres Unternehmenskontos.",
  invited: (email: string) => `Die Einladung an ${email} ist unterwegs.`,
  addressHasAccount:
    "Für diese E-Mail-Adresse gibt es schon ein Konto bei Wurzelwerk. Eine Adresse kann nur zu einem Unternehmen gehören.",
  tooManyOpen: `Es sind schon ${INVITATION_LIMITS.open} Einladungen offen. Ziehen Sie eine zurück oder warten Sie, bis sie angenommen wird.`,
  tooManyToday: `Heute wurden schon ${INVITATION_LIMITS.perDay} Einladungen verschickt. Bitte versuchen Sie es morgen wieder.`,
  invitationRevoked: "Die Einladung wurde zurückgezogen.",
  invitationNotFound: "Diese Einladung ist nicht (mehr) offen.",
  memberNotFound: "Diese Person gehört nicht (mehr) zu Ihrem Team.",
  notTheOwner: "Der Inhaber oder die Inhaberin kann nicht entfernt werden.",
  notYourself: "Sie sind schon Inhaber oder Inhaberin des Kontos.",
  memberRemoved: (name: string) => `${name} gehört nicht mehr zu Ihrem Team und ist abgemeldet.`,
  ownershipHandedOver: (name: string) =>
    `${name} ist jetzt Inhaber oder Inhaberin des Kontos. Sie sind jetzt Mitglied des Teams.`,
  joined: TEAM_JOINED_MESSAGE,
} as const;

const ZMemberIdParams = z.object({ id: ZId });
const TAGS = ["Team-Konten"];

export const teamEndpoints = defineEndpoints({
  "GET /api/team": {
    tags: TAGS,
    summary:
      "Das Team des eigenen Unternehmens: Mitglieder und (nur für den Inhaber) offene Einladungen",
    response: { 200: z.object({ data: ZTeam }), 401: ZMessage, 403: ZMessage },
  },
  "POST /api/team/invitations": {
    tags: TAGS,
    summary: "Eine Kollegin oder einen Kollegen per E-Mail einladen (nur der Inhaber)",
    body: ZInviteRequest,
    response: {
      201: z.object({ data: ZTeamInvitation, message: z.string() }),
      401: ZMessage,
      403: ZMessage,
      409: ZMessage,
      422: ZValidationError,
      429: ZMessage,
    },
  },
  "DELETE /api/team/invitations/:id": {
    tags: TAGS,
    summary: "Eine offene Einladung zurückziehen (nur der Inhaber)",
    params: ZMemberIdParams,
    response: { 200: ZMessage, 401: ZMessage, 403: ZMessage, 404: ZMessage, 422: ZValidationError },
  },
  "DELETE /api/team/members/:id": {
    tags: TAGS,
    summary:
      "Ein Mitglied entfernen: sein Konto und seine Sitzungen enden (nur der Inhaber; nie der Inhaber selbst)",
    params: ZMemberIdParams,
    response: {
      200: ZMessage,
      401: ZMessage,
      403: ZMessage,
      404: ZMessage,
      409: ZMessage,
      422: ZValidationError,
    },
  },
  "POST /api/team/members/:id/ownership": {
    tags: TAGS,
    summary: "Die Inhaberschaft an ein Mitglied übergeben; der bisherige Inhaber wird Mitglied",
    params: ZMemberIdParams,
    response: {
      200: ZMessage,
      401: ZMessage,
      403: ZMessage,
      404: ZMessage,
      409: ZMessage,
      422: ZValidationError,
    },
  },
  "POST /api/team/invitations/accept": {
    tags: TAGS,
    summary: "Eine Einladung annehmen: Name und Passwort setzen, angemeldet als Mitglied",
    body: ZAcceptInvitationRequest,
    response: {
      201: z.object({ data: ZCurrentUser, message: z.string() }),
      404: ZMessage,
      409: ZMessage,
      410: ZMessage,
      422: ZValidationError,
      429: ZMessage,
    },
  },
});
