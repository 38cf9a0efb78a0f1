/**
 * The flash toast after joining a team (ADR 058), apart from the team's schemas: the toast's
 * module is in every page's first load, which must not carry zod and the team's schemas.
 */
export const TEAM_JOINED_MESSAGE =
  "Willkommen im Team! Ihr Konto ist angelegt und Sie sind angemeldet.";
