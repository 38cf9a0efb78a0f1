import type { MessagesLike } from "#shared/translator.ts";
import type { SavedJobsMessages } from "./de.ts";

export const savedJobs: MessagesLike<SavedJobsMessages> = {
  heading: "Your saved jobs",
  loading: "Loading your saved jobs …",
  empty: "You haven’t saved any jobs yet.",
  emptyHint: "Tap the bookmark or “Save” on a job, and you’ll find it here again.",
  count: {
    one: "You’ve saved {count} job. Your list is kept in this browser only – you don’t need an account for it.",
    other:
      "You’ve saved {count} jobs. Your list is kept in this browser only – you don’t need an account for it.",
  },
  failed: "Your saved jobs couldn’t be loaded just now.",
  retry: "Try again",
  list: "Saved job ads",
  "ended.title": "Ad no. {id}",
  "ended.text": "This ad is no longer online.",
  "ended.removeName": "Remove ad no. {id} from saved jobs",
  "ended.removed": "Ad no. {id} is no longer in your saved jobs.",
};
