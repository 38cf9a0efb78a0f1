import type { AppModule } from "../module.ts";
import { contactRoutes } from "./routes.ts";
import { CONTACT_MAIL, mailContactMessage } from "./service.ts";

export const contactModule = {
  name: "contact",
  routes: [contactRoutes],
  work: (deps) => ({ [CONTACT_MAIL]: (payload) => mailContactMessage(deps, payload) }),
} as const satisfies AppModule;
