import type { AppModule } from "../module.ts";
import { contactRoutes } from "./routes.ts";

export const contactModule = {
  name: "contact",
  routes: [contactRoutes],
} as const satisfies AppModule;
