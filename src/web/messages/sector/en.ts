import type { MessagesLike } from "#shared/translator.ts";
import type { SectorMessages } from "./de.ts";

export const sector: MessagesLike<SectorMessages> = {
  title: "Jobs in {name}",
  "meta.title": { one: "{count} open position", other: "{count} open positions" },
  "meta.description": "Jobs in {name}: find positions near you and apply directly to the employer.",
  find: "Find jobs near me",
  heading: {
    one: "{count} open position in {name}",
    other: "{count} open positions in {name}",
  },
  empty: "There are no open positions in this sector right now.",
  "faq.heading": "Frequently asked questions",
  "faq.countQ": "How many jobs are there in {name}?",
  "faq.countA": {
    one: "Wurzelwerk currently lists {count} open position in {name}. New ads from businesses all over Germany are added every day.",
    other:
      "Wurzelwerk currently lists {count} open positions in {name}. New ads from businesses all over Germany are added every day.",
  },
  "faq.nearQ": "How do I find jobs in {name} near me?",
  "faq.nearA":
    "Start the search, choose {name} as the sector, your type of employment and your preferred start date, and enter your town or postcode. We show you the positions within 30 to 100 km, the nearest first.",
  "faq.registerQ": "Do I need to register to apply?",
  "faq.registerA":
    "No. You apply directly to the business – by email or through the employer's application form. You don't need an account.",
};
