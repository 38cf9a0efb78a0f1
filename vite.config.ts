import { reactRouter } from "@react-router/dev/vite";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    fastifyReactRouterDev({
      entry: "./src/server/main.ts",
      // The load-context token must be one module instance shared by Fastify and the
      // React Router server build, so the production bundle imports it instead of inlining it.
      externalizeServerEntryImports: ["#shared/load-context.ts"],
    }),
  ],
  server: { port: Number(process.env.PORT ?? 3000) },
});
