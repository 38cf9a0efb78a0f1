import { reactRouter } from "@react-router/dev/vite";
import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// Chunk groups of the browser build (docs/performance.md, "Lighthouse"). Rolldown's automatic
// splitting makes one chunk per set of entries sharing a module, and every route module is an
// entry, so the first load of `/` was 29 files, most of them 0.1–2 KiB, each a request of its own
// (and a round trip in Lighthouse's simulation). Three kinds of group, all from static imports
// only, so what is loaded on demand (editor, map, contact form, price table, toasts, live
// updates) stays in chunks of its own:
// - "shell": every module the browser entry or the root route imports. Every page loads all of
//   them already, so one file instead of about twenty moves no code onto any page.
// - "pages": modules at least two of the pages Lighthouse measures (`/`, `/jobs`, `/jobs/:id`)
//   import and the shell does not have (job card, formatting, images, meta helpers).
// - "<page>-page": the other modules one of these pages imports beyond its route module (for
//   `/jobs` the filter chips, icons and search API, four files before). A route elsewhere that
//   shares one of them loads the whole group (1–2 KiB on the sector pages and the dashboard).
// Rolldown's own helpers (CommonJS interop) are offered to no group; they stay a 0.4 KiB file.
const ROUTE_ENTRY = "?__react-router-build-client-route";
const PUBLIC_PAGES = ["routes/home.tsx", "routes/jobs.tsx", "routes/job.tsx"];
const shell = new Set<string>();
const pages = new Set<string>();
const own = new Map<string, string>();

function chunkGroupsPlugin(): Plugin {
  return {
    name: "wurzelwerk:chunk-groups",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Merged into React Router's client output options (which name the route chunks); the
    // server build keeps its own splitting.
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "shell", test: (id) => shell.has(id), priority: 2 },
                  { name: "pages", test: (id) => pages.has(id), priority: 1 },
                  {
                    name: (id) => own.get(id) ?? null,
                    debugName: "own",
                    test: (id) => own.has(id),
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const reachable = (starts: string[]) => {
        const seen = new Set<string>();
        const queue = [...starts];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const routeEntry = (file: string) => {
        const id = entries.find((entry) => entry.endsWith(`/${file}${ROUTE_ENTRY}`));
        if (!id) throw new Error(`chunk groups: no route entry for ${file}`);
        return id;
      };
      const entryClient = entries.filter((id) => /[\\/]entry\.client\.[jt]sx?$/.test(id));
      if (entryClient.length !== 1) throw new Error("chunk groups: no single entry.client");
      const isEntry = new Set(entries);
      shell.clear();
      for (const id of reachable([...entryClient, routeEntry("root.tsx")]))
        if (!isEntry.has(id)) shell.add(id);
      // For each module outside the shell: how many of the public pages import it.
      const count = new Map<string, number>();
      for (const file of PUBLIC_PAGES)
        for (const id of reachable([routeEntry(file)]))
          if (!isEntry.has(id) && !shell.has(id)) count.set(id, (count.get(id) ?? 0) + 1);
      pages.clear();
      for (const [id, n] of count) if (n >= 2) pages.add(id);
      // The route module itself stays in its route's chunk.
      own.clear();
      for (const file of PUBLIC_PAGES)
        for (const id of reachable([routeEntry(file)]))
          if (count.get(id) === 1 && !id.startsWith(routeEntry(file).replace(ROUTE_ENTRY, "")))
            own.set(id, `${file.replace(/^routes\/|\.tsx$/g, "")}-page`);
    },
  };
}

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
    chunkGroupsPlugin(),
  ],
  server: { port: Number(process.env.PORT ?? 3000) },
});
