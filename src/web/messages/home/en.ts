import type { MessagesLike } from "#shared/translator.ts";
import type { HomeMessages } from "./de.ts";

export const home: MessagesLike<HomeMessages> = {
  "meta.title": "Find jobs in the green sector",
  "meta.description":
    "Find jobs in agriculture, landscaping, tree nurseries and the plant trade – search by distance, free of charge and without signing up.",
  eyebrow: "The first interactive career platform for the green sector",
  title: "Your job in the green sector –",
  titleHighlight: "close to where you live",
  intro:
    "The first interactive career platform for the green sector. Find the job that suits you in just a few steps.",
  postJob: "Post a job",
  "steps.heading": "Three steps to your job in the green sector",
  "steps.1.title": "Choose your ideal job",
  "steps.1.text":
    "Full-time, part-time, seasonal work or an apprenticeship – and when you’d like to start.",
  "steps.2.title": "Sector and region",
  "steps.2.text": "Up to five sectors and a radius of 30 to 100 km around where you live.",
  "steps.3.title": "Matching jobs",
  "steps.3.text": "See the jobs near you straight away, the closest first – no sign-up needed.",
  "newest.heading": "Latest jobs",
  "newest.all": "See all jobs",
  "employers.heading": "Looking for new staff for your business?",
  "employers.text":
    "Reach skilled workers, seasonal staff and apprentices in your region – with a job ad that takes minutes to create and can be extended or ended at any time.",
  "employers.offers": "Offers for employers",
  "employers.login": "Go to employer login",
};
