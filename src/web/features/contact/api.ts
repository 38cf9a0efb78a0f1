import type { ContactForm } from "#shared/schemas/contact.ts";
import { http } from "#web/lib/http.ts";

export const CONTACT_FORM_ID = "contact";

export function sendContactMessage(values: ContactForm) {
  return http.post<{ message: string }>("/api/contact", values, {
    form: CONTACT_FORM_ID,
    globalErrors: true,
  });
}
