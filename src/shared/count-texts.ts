import { countText, plural } from "./plural.ts";

/**
 * The app's phrases with a count in them, each agreeing with its number (0, 1, many) through
 * plural.ts; count-texts.test.ts reads every one for 0, 1 and many. They address nobody: the
 * caller adds the du or Sie of its area (form-of-address.test.ts).
 */

/** What a change offered on an empty /jobs finds: „1 Job“, „1.204 Jobs“. */
export const jobCount = (n: number) => countText(n, "Job", "Jobs");
/** /jobs heading (seeker): „1 passender Job“ (in deiner Nähe). */
export const matchingJobs = (n: number) => countText(n, "passender Job", "passende Jobs");

/** A job alert's digest (seeker): „1 neuer Job“ (für dich), „und 1 weiterer Job“. */
export const newJobs = (n: number) => countText(n, "neuer Job", "neue Jobs");
export const moreJobs = (n: number) => countText(n, "weiterer Job", "weitere Jobs");

/** Below the result list (seeker): „12 von 40 Jobs angezeigt“, „1 von 1 Job angezeigt“. */
export const jobsShown = (shown: number, total: number) =>
  `${shown.toLocaleString("de-DE")} von ${countText(total, "Job", "Jobs")} angezeigt`;

/** Sector page heading (seeker): „1 offene Stelle“. */
export const openPositions = (n: number) => countText(n, "offene Stelle", "offene Stellen");

/** Suggestions of the place field, for screen readers (seeker). */
export const suggestionCount = (n: number) => countText(n, "Vorschlag", "Vorschläge");

/** Ads, credits of ads, orders, accounts (employer and staff). */
export const adCount = (n: number) => countText(n, "Anzeige", "Anzeigen");
export const jobAdCount = (n: number) => countText(n, "Stellenanzeige", "Stellenanzeigen");
export const orderCount = (n: number) => countText(n, "Bestellung", "Bestellungen");
export const accountCount = (n: number) => countText(n, "Konto", "Konten");
export const dayCount = (n: number) => countText(n, "Tag", "Tage");
export const monthCount = (n: number) => countText(n, "Monat", "Monate");

/** The employer's inbox: „1 Bewerbung“, the badge „3 neue Bewerbungen“, „1 Datei“ of an application. */
export const applicationCount = (n: number) => countText(n, "Bewerbung", "Bewerbungen");
export const newApplications = (n: number) => countText(n, "neue Bewerbung", "neue Bewerbungen");
export const fileCount = (n: number) => countText(n, "Datei", "Dateien");

/** What an ad achieved (employer, ADR 060): „1 Suchtreffer“, „2 Aufrufe“, „1 Klick auf Bewerben“. */
export const impressionCount = (n: number) => countText(n, "Suchtreffer", "Suchtreffer");
export const viewCount = (n: number) => countText(n, "Aufruf", "Aufrufe");
export const applyClickCount = (n: number) =>
  countText(n, "Klick auf Bewerben", "Klicks auf Bewerben");

/** The credits box's heading (employer): „Verfügbares Guthaben: 1 Anzeige“. */
export const availableCredits = (n: number) => `Verfügbares Guthaben: ${adCount(n)}`;

/** Staff's view of an employer's credits: „1 Anzeige kann jetzt veröffentlicht werden.“ */
export const publishableAds = (n: number) =>
  `${countText(n, "Anzeige kann", "Anzeigen können")} jetzt veröffentlicht werden.`;

/** Booked credits (employer): „1 Anzeige wurde“ (gutgeschrieben), „2 Anzeigen stehen“ (bereit). */
export const adsWere = (n: number) => countText(n, "Anzeige wurde", "Anzeigen wurden");
export const adsStand = (n: number) => countText(n, "Anzeige steht", "Anzeigen stehen");

/** Where a sector is in use (staff): „in 1 Anzeige und 2 Unternehmensprofilen“. */
export const sectorUsage = (jobs: number, employers: number) =>
  `in ${adCount(jobs)} und ${countText(employers, "Unternehmensprofil", "Unternehmensprofilen")}`;

/** The accounts an employer's deletion removes (staff): „das Konto“, „die 2 Konten“. */
export const theAccounts = (n: number) =>
  plural(n, "das Konto", `die ${n.toLocaleString("de-DE")} Konten`);

/** The rest of a 422's summary: „(und 1 weiterer Fehler)“. */
export const moreErrors = (n: number) => countText(n, "weiterer Fehler", "weitere Fehler");

/** Waiting times in rate-limit messages: „1 Sekunde“, „30 Sekunden“. */
export const secondCount = (n: number) => countText(n, "Sekunde", "Sekunden");
export const minuteCount = (n: number) => countText(n, "Minute", "Minuten");
