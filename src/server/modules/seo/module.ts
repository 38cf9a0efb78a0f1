import type { AppModule } from "../module.ts";
import { seoRoutes } from "./routes.ts";

export const seoModule = {
  name: "seo",
  routes: [seoRoutes],
} as const satisfies AppModule;
