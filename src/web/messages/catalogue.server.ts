import type { Locale } from "#shared/locales.ts";
import type { Messages, MessagesLike } from "#shared/translator.ts";
import { alerts as deAlerts } from "./alerts/de.ts";
import { alerts as enAlerts } from "./alerts/en.ts";
import { alerts as plAlerts } from "./alerts/pl.ts";
import { alerts as roAlerts } from "./alerts/ro.ts";
import { alerts as ukAlerts } from "./alerts/uk.ts";
import { application as deApplication } from "./application/de.ts";
import { application as enApplication } from "./application/en.ts";
import { application as plApplication } from "./application/pl.ts";
import { application as roApplication } from "./application/ro.ts";
import { application as ukApplication } from "./application/uk.ts";
import { home as deHome } from "./home/de.ts";
import { home as enHome } from "./home/en.ts";
import { home as plHome } from "./home/pl.ts";
import { home as roHome } from "./home/ro.ts";
import { home as ukHome } from "./home/uk.ts";
import { job as deJob } from "./job/de.ts";
import { job as enJob } from "./job/en.ts";
import { job as plJob } from "./job/pl.ts";
import { job as roJob } from "./job/ro.ts";
import { job as ukJob } from "./job/uk.ts";
import { search as deSearch } from "./search/de.ts";
import { search as enSearch } from "./search/en.ts";
import { search as plSearch } from "./search/pl.ts";
import { search as roSearch } from "./search/ro.ts";
import { search as ukSearch } from "./search/uk.ts";
import { savedJobs as deSavedJobs } from "./saved-jobs/de.ts";
import { savedJobs as enSavedJobs } from "./saved-jobs/en.ts";
import { savedJobs as plSavedJobs } from "./saved-jobs/pl.ts";
import { savedJobs as roSavedJobs } from "./saved-jobs/ro.ts";
import { savedJobs as ukSavedJobs } from "./saved-jobs/uk.ts";
import { sector as deSector } from "./sector/de.ts";
import { sector as enSector } from "./sector/en.ts";
import { sector as plSector } from "./sector/pl.ts";
import { sector as roSector } from "./sector/ro.ts";
import { sector as ukSector } from "./sector/uk.ts";
import { shell as deShell } from "./shell/de.ts";
import { shell as enShell } from "./shell/en.ts";
import { shell as plShell } from "./shell/pl.ts";
import { shell as roShell } from "./shell/ro.ts";
import { shell as ukShell } from "./shell/uk.ts";

/**
 * Every area's messages in every language, for the loaders only (ADR 051): a loader returns its
 * area's messages in the page's language, so they reach the browser in the HTML's loader data
 * and no language's texts are in a JS chunk. `.server` keeps this file out of the client build.
 */
export const CATALOGUE = {
  shell: { de: deShell, en: enShell, pl: plShell, ro: roShell, uk: ukShell },
  home: { de: deHome, en: enHome, pl: plHome, ro: roHome, uk: ukHome },
  savedJobs: {
    de: deSavedJobs,
    en: enSavedJobs,
    pl: plSavedJobs,
    ro: roSavedJobs,
    uk: ukSavedJobs,
  },
  job: { de: deJob, en: enJob, pl: plJob, ro: roJob, uk: ukJob },
  sector: { de: deSector, en: enSector, pl: plSector, ro: roSector, uk: ukSector },
  search: { de: deSearch, en: enSearch, pl: plSearch, ro: roSearch, uk: ukSearch },
  alerts: { de: deAlerts, en: enAlerts, pl: plAlerts, ro: roAlerts, uk: ukAlerts },
  application: {
    de: deApplication,
    en: enApplication,
    pl: plApplication,
    ro: roApplication,
    uk: ukApplication,
  },
} satisfies Record<string, Record<Locale, Messages>>;

type Catalogue = typeof CATALOGUE;
export type MessageArea = keyof Catalogue;
export type AreaMessages<A extends MessageArea> = MessagesLike<Catalogue[A]["de"]>;

/** An area's messages in `locale`, German where a text is missing (the types forbid that; a safety net). */
export function messagesOf<A extends MessageArea>(area: A, locale: Locale): AreaMessages<A> {
  const german = CATALOGUE[area].de;
  if (locale === "de") return german as AreaMessages<A>;
  return { ...german, ...CATALOGUE[area][locale] } as AreaMessages<A>;
}
