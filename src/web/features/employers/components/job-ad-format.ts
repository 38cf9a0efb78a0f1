import { formatDate } from "#shared/format.ts";
import { translate } from "#shared/i18n.ts";
import type { CreditSummary, OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";

// Wording of the dashboard's ad list: statuses, runtimes and what a draft still lacks.

export type OwnJobStatus = OwnJobAdvertisement["status"];

export const STATUS_LABELS: Record<OwnJobStatus, string> = {
  draft: "Entwurf",
  published: "Aktiv",
  expired: "Abgelaufen",
  terminated: "Beendet",
};

/** The editor's steps (docs/product.md "Job ads: fields and editor"), named as the editor names them. */
const EDITOR_STEPS = ["Basisdaten", "Beschreibung", "Kontakt & Bewerbung"] as const;

export function adTitle(ad: Pick<OwnJobAdvertisement, "title">): string {
  return ad.title.trim() || "Entwurf ohne Titel";
}

export function sectorNames(ad: Pick<OwnJobAdvertisement, "sectors">): string {
  return ad.sectors.map((sector) => translate(sector.name)).join(", ");
}

/** "30159 Hannover", or the formatted address when the city is missing. */
export function placeOf(ad: Pick<OwnJobAdvertisement, "location">): string {
  const { zipcode, location, formatted_address } = ad.location;
  const line = [zipcode, location].filter(Boolean).join(" ");
  return line || formatted_address || "";
}

/** "Schritt 2 von 3 gespeichert" for drafts. */
export function draftProgress(editorStep: number): string {
  return editorStep === 0
    ? "Noch kein Schritt gespeichert"
    : `Schritt ${editorStep} von 3 gespeichert`;
}

/** The steps a draft still lacks, e.g. "Beschreibung und Kontakt & Bewerbung". */
export function missingSteps(editorStep: number): string {
  const missing = EDITOR_STEPS.slice(Math.max(0, editorStep));
  if (missing.length <= 1) return missing.join("");
  return `${missing.slice(0, -1).join(", ")} und ${missing.at(-1)}`;
}

/** The runtime line of an ad card: when it went live and until when it runs (Berlin dates). */
export function runtimeLines(ad: OwnJobAdvertisement): string[] {
  const lines: string[] = [];
  switch (ad.status) {
    case "draft":
      lines.push(`Zuletzt gespeichert am ${formatDate(ad.updated_at)}`);
      break;
    case "published":
      if (ad.published_at) lines.push(`Veröffentlicht am ${formatDate(ad.published_at)}`);
      if (ad.expires_at) lines.push(`läuft bis ${formatDate(ad.expires_at)}`);
      break;
    case "expired":
      if (ad.published_at) lines.push(`Veröffentlicht am ${formatDate(ad.published_at)}`);
      if (ad.expires_at) lines.push(`abgelaufen am ${formatDate(ad.expires_at)}`);
      break;
    case "terminated":
      if (ad.published_at) lines.push(`Veröffentlicht am ${formatDate(ad.published_at)}`);
      if (ad.terminated_at) lines.push(`beendet am ${formatDate(ad.terminated_at)}`);
      break;
  }
  return lines;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The credit the server will take next (ADR 011: soonest to lapse first, unlimited last), as far
 * as the summary tells; null when none is left.
 */
export function nextCredit(credits: CreditSummary | null): CreditSummary["groups"][number] | null {
  if (!credits || credits.available <= 0) return null;
  const usable = credits.groups.filter((group) => group.count > 0);
  usable.sort((a, b) => {
    if (a.valid_until === b.valid_until) return 0;
    if (a.valid_until === null) return 1;
    if (b.valid_until === null) return -1;
    return a.valid_until < b.valid_until ? -1 : 1;
  });
  return usable[0] ?? null;
}

/** Until when the ad runs after publishing or extending with `durationDays` from `now`. */
export function runsUntil(
  ad: Pick<OwnJobAdvertisement, "status" | "expires_at">,
  durationDays: number,
  now = new Date(),
): Date {
  const currentEnd = ad.expires_at ? new Date(ad.expires_at) : null;
  const base = ad.status === "published" && currentEnd && currentEnd > now ? currentEnd : now;
  return new Date(base.getTime() + durationDays * DAY_MS);
}
