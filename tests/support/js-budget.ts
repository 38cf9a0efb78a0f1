// The front-end JS budget (docs/performance.md), measured over HTTP against a running
// production server: what the HTML of `/` makes the browser load, and per route of
// src/web/routes.ts what it adds beyond the root. Used by tests/e2e/budget.spec.ts (the CI check)
// and bench/lighthouse.ts (the table in docs/performance.md).
import { gzipSync } from "node:zlib";

/** The first load of `/` in JS, gzip level 9. */
export const HOME_JS_BUDGET_BYTES = 135 * 1024;

interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
}

interface RouteBudget {
  id: string;
  /** The URL pattern, e.g. `/jobs/:id`. */
  path: string;
  module: string;
  /** The route module itself, gzip. */
  moduleGzip: number;
  /** Every file this route (and its parent layouts) loads beyond the entry and the root, gzip. */
  extraFiles: string[];
  extraGzip: number;
  /** Entry + root + extra: what the first load of this page costs. */
  firstLoadGzip: number;
}

export interface JsBudget {
  /** Every JS file the HTML of `/` references (script src, modulepreload, inline module imports). */
  home: ChunkSize[];
  homeGzip: number;
  /** The browser entry with its imports (React, React DOM, React Router's runtime). */
  entryGzip: number;
  /** Entry + root route and their imports: what every page loads. */
  baseFiles: string[];
  baseGzip: number;
  routes: RouteBudget[];
  /** Every file a first-load file of some route imports on demand (dynamic imports). */
  lazyFiles: string[];
  /** The text of every file fetched, by path. */
  text: Map<string, string>;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
  url?: string;
}

const gzipSize = (text: string): number => gzipSync(Buffer.from(text), { level: 9 }).length;

/** `<script src>`, `<link rel="modulepreload" href>` and the module imports of inline scripts. */
function scriptsOfHtml(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.add(tag[1]!);
  for (const tag of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag[0])) continue;
    const href = /\bhref="([^"]+)"/.exec(tag[0]);
    if (href) found.add(href[1]!);
  }
  for (const inline of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const spec of inline[1]!.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*|\(\s*)"([^"]+\.js)"/g))
      found.add(spec[1]!);
  }
  return [...found];
}

function routePath(manifest: Manifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (
    let r: ManifestRoute | undefined = route;
    r;
    r = r.parentId ? manifest.routes[r.parentId] : undefined
  )
    if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`;
}

/** The JS the HTML of one page references, gzip level 9: its first load (`/pl`, ADR 051). */
export async function measurePageJs(baseUrl: string, path: string): Promise<number> {
  const fetchText = async (file: string) => {
    const response = await fetch(new URL(file, baseUrl));
    if (!response.ok) throw new Error(`GET ${file} answered ${response.status}`);
    return response.text();
  };
  const files = scriptsOfHtml(await fetchText(path));
  if (files.length === 0) throw new Error(`The HTML of ${path} references no JS at all.`);
  const sizes = await Promise.all(files.map(async (file) => gzipSize(await fetchText(file))));
  return sizes.reduce((total, size) => total + size, 0);
}

/** Measures the budget against the server at `baseUrl` (e.g. `http://127.0.0.1:3100`). */
export async function measureJsBudget(baseUrl: string): Promise<JsBudget> {
  const text = new Map<string, string>();
  const get = async (path: string): Promise<string> => {
    const cached = text.get(path);
    if (cached !== undefined) return cached;
    const response = await fetch(new URL(path, baseUrl));
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    const body = await response.text();
    text.set(path, body);
    return body;
  };
  const size = async (file: string): Promise<ChunkSize> => {
    const body = await get(file);
    return { file, bytes: Buffer.byteLength(body), gzip: gzipSize(body) };
  };
  const sum = async (files: Iterable<string>): Promise<number> => {
    let total = 0;
    for (const file of files) total += (await size(file)).gzip;
    return total;
  };

  const html = await get("/");
  const home = await Promise.all(scriptsOfHtml(html).map(size));
  if (home.length === 0) throw new Error("The HTML of / references no JS at all.");

  // React Router puts the route manifest inline (only the routes of this page); its `url` is
  // the full manifest of every route.
  const manifestUrl = /"url":\s*"([^"]*\/manifest-[^"]+\.js)"/.exec(html)?.[1];
  if (!manifestUrl) throw new Error("No route manifest URL in the HTML of /.");
  const manifestText = await get(manifestUrl);
  const manifest = JSON.parse(
    manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1),
  ) as Manifest;

  const filesOf = (route: { module: string; imports?: string[] }) => [
    route.module,
    ...(route.imports ?? []),
  ];
  const root = manifest.routes.root;
  if (!root) throw new Error("The route manifest has no root route.");
  const entryFiles = new Set(filesOf(manifest.entry));
  const baseFiles = new Set([...entryFiles, ...filesOf(root)]);
  const baseGzip = await sum(baseFiles);

  const routes: RouteBudget[] = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root") continue;
    const own = new Set<string>();
    for (
      let r: ManifestRoute | undefined = route;
      r && r.id !== "root";
      r = r.parentId ? manifest.routes[r.parentId] : undefined
    )
      for (const file of filesOf(r)) if (!baseFiles.has(file)) own.add(file);
    const extraGzip = await sum(own);
    routes.push({
      id: route.id,
      path: routePath(manifest, route),
      module: route.module,
      moduleGzip: (await size(route.module)).gzip,
      extraFiles: [...own],
      extraGzip,
      firstLoadGzip: baseGzip + extraGzip,
    });
  }

  // Dynamic imports name their chunks in the importing file (Vite's preload list).
  const staticFiles = new Set([...baseFiles, ...routes.flatMap((route) => route.extraFiles)]);
  const lazyFiles = new Set<string>();
  for (const file of staticFiles)
    for (const name of (await get(file)).matchAll(/"(assets\/[\w.-]+\.js)"/g))
      if (!staticFiles.has(`/${name[1]}`)) lazyFiles.add(`/${name[1]}`);
  for (const file of lazyFiles) await get(file);

  return {
    home,
    homeGzip: home.reduce((total, chunk) => total + chunk.gzip, 0),
    entryGzip: await sum(entryFiles),
    baseFiles: [...baseFiles],
    baseGzip,
    routes,
    lazyFiles: [...lazyFiles],
    text,
  };
}

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The per-route table as Markdown (docs/performance.md, the e2e attachment). */
export function budgetTable(budget: JsBudget): string {
  const lines = [
    `First load of \`/\`: **${kib(budget.homeGzip)} KiB** JS gzip -9 in ${budget.home.length} files ` +
      `(budget ${kib(HOME_JS_BUDGET_BYTES)} KiB). Of that, the browser entry with React, React DOM ` +
      `and React Router's runtime is ${kib(budget.entryGzip)} KiB; entry and root layout ` +
      `(header, footer, shell), which every page loads, ${kib(budget.baseGzip)} KiB.`,
    "",
    "| Route | Path | Route module | Beyond the root | First load |",
    "| --- | --- | ---: | ---: | ---: |",
  ];
  for (const route of budget.routes) {
    lines.push(
      `| \`${route.id}\` | \`${route.path}\` | ${kib(route.moduleGzip)} KiB | ` +
        `${kib(route.extraGzip)} KiB (${route.extraFiles.length} files) | ${kib(route.firstLoadGzip)} KiB |`,
    );
  }
  lines.push(
    "",
    "Sizes in KiB of gzip level 9 per file, summed. „Beyond the root“: the route module and every " +
      "file it imports (with its parent layouts) that the entry and the root do not already load. " +
      "Chunks loaded on demand (toasts, search wizard, filter modal, map, rich-text editor, live " +
      "updates) are in none of these figures.",
  );
  return lines.join("\n");
}
