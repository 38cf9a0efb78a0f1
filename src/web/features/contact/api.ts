import type { ContactForm } from "#shared/schemas/contact.ts";
import { api } from "#web/lib/api.ts";

export const CONTACT_FORM_ID = "contact";

export function sendContactMessage(values: ContactForm) {
  return api.post("/api/contact", { body: values, form: CONTACT_FORM_ID });
}
