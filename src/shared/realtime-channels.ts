// Channel and event names as Laravel Echo clients know them: the server publishes on them, the browser's live
// client listens. Kept apart from schemas/realtime.ts so that client does not load zod.
export const employerChannel = (employerId: number) => `private-App.Models.Employer.${employerId}`;
export const userChannel = (userId: number) => `private-App.Models.User.${userId}`;
/** Laravel's `broadcastAs` name of the employer event (Echo listens to `.EmployerUpdated`). */
export const EMPLOYER_UPDATED = "EmployerUpdated";
/** The event Laravel broadcasts for a stored notification on the user's channel. */
export const NOTIFICATION_CREATED =
  "Illuminate\\Notifications\\Events\\BroadcastNotificationCreated";
