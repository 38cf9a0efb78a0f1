import type { MessagesLike } from "#shared/translator.ts";
import type { ApplicationMessages } from "./de.ts";

export const application: MessagesLike<ApplicationMessages> = {
  title: "Your application",
  intro: "for {job} at {company}",
  "state.heading": "Where it stands",
  "state.job": "Job",
  "state.company": "Company",
  "state.sent": "Sent on",
  "state.status": "Status",
  "status.neu": "Received – the employer has not looked at it yet.",
  "status.in_pruefung": "Under review – the employer is looking at your application.",
  "status.gespraech": "Interview – the employer would like to meet you and will get in touch.",
  "status.zusage": "Offer – congratulations!",
  "status.absage": "Not successful – unfortunately it did not work out this time.",
  "data.heading": "Your details",
  "data.name": "Name",
  "data.email": "Email",
  "data.phone": "Phone",
  "data.message": "Message",
  "data.cv": "CV",
  "data.attachments": "Attachments",
  "deletion.heading": "When we delete it",
  "deletion.until":
    "We delete your application with all its files on {date} at the latest – automatically, you do not need to do anything.",
  "deletion.later":
    "We delete your application with all its files automatically once the retention period after the employer’s decision or the end of the ad has passed.",
  "deletion.more": "More in the {link}.",
  "deletion.privacy": "privacy policy",
  "withdraw.button": "Withdraw application",
  "withdraw.question": "Withdraw your application?",
  "withdraw.text":
    "Your application will be deleted at once with all its files, and {company} will no longer see it. This cannot be undone.",
  "withdraw.confirm": "Yes, withdraw",
  "withdraw.cancel": "Cancel",
  "withdraw.failed": "That did not work. Please try again.",
  "withdrawn.title": "Application withdrawn",
  "withdrawn.heading": "Done",
  "withdrawn.message": "Your application has been withdrawn and deleted with all its files.",
  "withdrawn.text":
    "{company} can no longer see your application for {job}. The link in the email now leads nowhere.",
  "withdrawn.findJobs": "Find more jobs",
  "unknown.heading": "This link does not work",
  "unknown.message":
    "This application does not exist (any more). Perhaps you withdrew it, or it was deleted when its retention period ended.",
  "unknown.search": "Go to the job search",
};
