import type { CurrentUser } from "#shared/schemas/user.ts";

const EMPLOYER = /^private-App\.Models\.Employer\.(\d{1,10})$/;
const USER = /^private-App\.Models\.User\.(\d{1,10})$/;

/**
 * Who may listen where: an employer's channel to its own users (and to staff, who look after
 * every employer); a user's channel to that user alone. Any other private channel: nobody.
 */
export function mayListen(user: CurrentUser, channel: string): boolean {
  const employer = EMPLOYER.exec(channel);
  if (employer) {
    const id = Number(employer[1]);
    return user.is_admin || user.employers.data.some((entry) => entry.id === id);
  }
  const own = USER.exec(channel);
  if (own) return Number(own[1]) === user.id;
  return false;
}
