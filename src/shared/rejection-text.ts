import { type REJECTION_PLACEHOLDERS } from "./schemas/applications.ts";

type Placeholder = (typeof REJECTION_PLACEHOLDERS)[number];
/** What the placeholders stand for: the applicant's name, the ad's title, the company's name. */
export type RejectionValues = Record<Placeholder extends `{${infer K}}` ? K : never, string>;

/**
 * The Absage text with its placeholders replaced, as the mail and the inbox's preview show it.
 * Each placeholder is replaced everywhere it stands; a value is put in as it is (no second
 * replacement inside a value, so a name like „{stelle}“ stays a name). Unknown braces stay.
 */
export function fillRejectionTemplate(template: string, values: RejectionValues): string {
  return template.replace(
    /\{(name|stelle|unternehmen)\}/g,
    (_, key: keyof RejectionValues) => values[key],
  );
}
