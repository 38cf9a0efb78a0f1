import type { MessagesLike } from "#shared/translator.ts";
import type { AlertsMessages } from "./de.ts";

export const alerts: MessagesLike<AlertsMessages> = {
  toSearch: "Go to the job search",
  "confirm.title": "Confirm your job alert",
  "confirm.intro": "One more click and you'll get new matching jobs by email.",
  "confirm.heading": "Your job alert",
  "confirm.busy": "Confirming …",
  "confirm.notYours": {
    one: "Didn't create a job alert? Then just close this page – without your confirmation we won't send you anything, and the job alert will be deleted after {count} day.",
    other:
      "Didn't create a job alert? Then just close this page – without your confirmation we won't send you anything, and the job alert will be deleted after {count} days.",
  },
  "confirmed.title": "Job alert confirmed",
  "confirmed.heading": "All set!",
  "confirmed.text":
    "Your job alert is confirmed. From now on you'll get new matching jobs by email.",
  "confirmed.alreadyHeading": "Already done",
  "confirmed.alreadyText":
    "Your job alert is already confirmed. There's nothing else you need to do.",
  "confirmed.hint":
    "You can change, pause or delete your job alerts at any time – also through the link in every email we send you.",
  "confirmed.manage": "Manage job alerts",
  "unknown.heading": "This link doesn't work",
  "unknown.text":
    "We don't recognise this link, or it's no longer valid. Perhaps the job alert was deleted, or it wasn't confirmed within 7 days.",
  "unknown.unsubscribe":
    "We don't recognise this link, or it's no longer valid. Perhaps the job alert was deleted, or it wasn't confirmed within 7 days. Either way, you won't get any more emails for it.",
  "unknown.hint": "Just create a new job alert in the job search – it only takes a moment.",
  "unsubscribe.title": "Unsubscribe from the job alert",
  "unsubscribe.intro": "You won't get any more emails for this job alert.",
  "unsubscribe.heading": "This job alert will be deleted",
  "unsubscribe.busy": "Unsubscribing …",
  "unsubscribe.button": "Unsubscribe",
  "unsubscribed.title": "Unsubscribed",
  "unsubscribed.heading": "Done",
  "unsubscribed.text": "You're unsubscribed: you won't get any more emails for this job alert.",
  "unsubscribed.hint":
    "The job alert has been deleted. You can create a new one in the job search at any time.",
  "manage.title": "Your job alerts",
  "manage.intro": "All job alerts for your email address. Changes apply from the next email.",
  "manage.none": "You have no job alerts any more. We won't email you about new jobs.",
  "manage.unconfirmed": "Not confirmed yet – please click the link in our email.",
  "manage.paused": "Paused – we're not sending you any emails.",
  "manage.active": "Active",
  "manage.howOften": "How often would you like emails?",
  "manage.daily": "Daily",
  "manage.weekly": "Weekly (Mondays)",
  "manage.results": "See matching jobs",
  "manage.pause": "Pause",
  "manage.resume": "Resume",
  "manage.delete": "Delete",
  "manage.deleteTitle": "Delete this job alert?",
  "manage.deleteConfirm": "Delete for good",
  "manage.cancel": "Cancel",
  "manage.deleteText":
    "We'll delete the job alert “{title}” and everything we have stored for it. You won't get any more emails for it.",
  "manage.nowDaily": "From now on you'll get emails daily.",
  "manage.nowWeekly": "From now on you'll get one email a week (on Mondays).",
  "manage.nowPaused": "The job alert is paused: we won't send you any emails until you resume it.",
  "manage.nowResumed": "The job alert is running again.",
  "manage.deleted": "The job alert has been deleted.",
  "problem.failed": "That didn't work. Please try again.",
};
