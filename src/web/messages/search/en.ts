import type { MessagesLike } from "#shared/translator.ts";
import type { SearchMessages } from "./de.ts";

export const search: MessagesLike<SearchMessages> = {
  "meta.title": {
    one: "Jobs in horticulture and agriculture – {count} open position",
    other: "Jobs in horticulture and agriculture – {count} open positions",
  },
  "meta.description":
    "Current jobs in agriculture, landscaping, tree nurseries and the plant trade – near you, sorted by distance.",
  "heading.searching": "Looking for matching jobs …",
  "heading.found": {
    one: "{count} matching job near you",
    other: "{count} matching jobs near you",
  },
  "heading.latest": "Current jobs in horticulture and agriculture",
  "note.land": "All of {land}, sorted by distance from the centre of the state.",
  "note.radius": "Sorted by distance – the nearest job first. Radius: {radius} km.",
  "note.latest": {
    one: "{count} open position, newest first. Narrow the search by sector, type of employment and region.",
    other:
      "{count} open positions, newest first. Narrow the search by sector, type of employment and region.",
  },
  allJobs: "See all jobs",
  findMatching: "Find matching jobs",
  running: "Searching …",
  noJobs: "There are no jobs online right now. Check back soon!",

  "results.list": "Job ads",
  "results.shown": {
    one: "Showing {shown} of {count} job",
    other: "Showing {shown} of {count} jobs",
  },
  "results.loading": "Loading …",
  "results.more": "Load more jobs",

  "empty.heading": "No matching jobs yet",
  "empty.land": "In all of {land} there is no job right now that matches everything you chose.",
  "empty.radius":
    "Within {radius} km there is no job right now that matches everything you chose.",
  "empty.any": "There is no job right now that matches everything you chose.",
  "empty.looking": "Let’s see what a small change would find …",
  "empty.offer": "One of these changes finds something:",
  "empty.nothing":
    "A larger radius, another start, more sectors or another type of employment find nothing right now either.",
  "empty.changes": "Changes that find jobs",
  "relax.radius": {
    one: "{count} job within {radius} km",
    other: "{count} jobs within {radius} km",
  },
  "relax.more_than_3_months": {
    one: "{count} job starting in more than 3 months",
    other: "{count} jobs starting in more than 3 months",
  },
  "relax.1_to_3_months": {
    one: "{count} job starting in 1–3 months",
    other: "{count} jobs starting in 1–3 months",
  },
  "relax.sectors": {
    one: "{count} job when you add {names}",
    other: "{count} jobs when you add {names}",
  },
  "relax.Vollzeit": { one: "{count} full-time job", other: "{count} full-time jobs" },
  "relax.Teilzeit": { one: "{count} part-time job", other: "{count} part-time jobs" },
  "relax.Saisonarbeit": { one: "{count} seasonal job", other: "{count} seasonal jobs" },
  "relax.Ausbildung": {
    one: "{count} apprenticeship",
    other: "{count} apprenticeships",
  },
  "list.and": "{first} and {last}",

  "selection.heading": "Your selection:",
  "selection.name": "Your selection",
  "selection.empty": "Nothing selected",
  "chip.remove": "Remove {label}",
  "chip.start": "Start: {start}",
  "chip.land": "All of {land}",
  "chip.place": "{place} ({radius} km)",
  filter: "Filter",
  "filter.chosen": "selected",
  "start.1_to_3_months": "1–3 months",
  "start.more_than_3_months": "more than 3 months",
  "startHint.1_to_3_months": "Get going soon",
  "startHint.more_than_3_months": "With some time to prepare",
  "workingTimeHint.Vollzeit": "The whole week outdoors",
  "workingTimeHint.Teilzeit": "Fewer hours a week",
  "workingTimeHint.Saisonarbeit": "For one season, e.g. the harvest",
  "workingTimeHint.Ausbildung": "Your way to a vocational qualification",
  "toggle.with_accommodation": "With accommodation",
  "toggle.without_german": "No German needed",
  "toggleHint.with_accommodation":
    "Only jobs where the employer provides accommodation – free of charge or paid.",
  "toggleHint.without_german": "Only jobs for which you don’t need German.",
  "sectors.hint": "You can choose up to 5 answers.",
  "sectors.full": "Remove a sector to choose another one.",
  "failure.missing": "Please fill in the missing required filters.",
  "failure.server": "The search didn’t work just now. Please try again.",

  loading: "Loading the search …",
  "wizard.progress": "Search progress",
  "wizard.step": "Step {step} of {total}",
  "wizard.close": "Close",
  "wizard.kicker": "Your job search",
  "wizard.working_time": "What kind of job are you looking for?",
  "wizard.job_available_at": "When would you like to start?",
  "wizard.sectors": "Which sector would you like to work in?",
  "wizard.location": "Which region would you like to work in?",
  "wizard.back": "Back",
  "wizard.next": "Next",
  run: "Find matching jobs now",

  "modal.close": "Close",
  "modal.introFirst":
    "Four answers to your matching jobs: choose sector, type of employment, start and region.",
  "modal.introRepeat": "Adjust your search and find more matching jobs near you.",
  "modal.sectors": "Sector",
  "modal.workingTime": "Type of employment",
  "modal.start": "Start",
  "modal.region": "Region",
  "modal.more": "Accommodation and language",
  "modal.reset": "Reset",

  "place.label": "Town, postcode or federal state",
  "place.placeholder": "Enter a town, postcode or federal state",
  "place.clear": "Clear input",
  "place.searching": "Searching for places …",
  "place.none": "No results",
  "place.count": {
    one: "{count} suggestion. Choose with the arrow keys, Enter selects.",
    other: "{count} suggestions. Choose with the arrow keys, Enter selects.",
  },
  "place.list": "Suggestions",
  "place.wholeLand": "Searching all of {land}, without a radius.",
  "place.radius": "Radius",
  "map.none": "No place chosen yet",
  "map.land": "All of {land}",
  "map.circle": "{radius} km around {place}",
  "map.notice":
    "For the map we load map tiles from an external map service. This sends the browser’s IP address to that service.",
  "map.show": "Show map",
};
