/**
 * The flash toast after joining a team (ADR 058), apart from the team's schemas: the toast's
 * module is in every page's first load, which must not carry zod and the team's schemas.
 */
export const TEAM_JOINED_MESSAGE =
  "Willkommen im Team! Ihr Konto ist angelegt und Sie sind angemeldet.";

/**
 * Said to a team member where the owner would see „Guthaben kaufen“ (ADR 061): billing is the
 * owner's (ADR 058), so a member learns who buys the packages instead of a link that ends in a 403.
 */
export const OWNER_BUYS_CREDITS = "Pakete bucht der Inhaber oder die Inhaberin Ihres Kontos.";
