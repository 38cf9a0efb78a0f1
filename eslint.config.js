// @ts-check
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Import direction, as docs/ARCHITECTURE.md section 5 describes it. The zones below compare resolved file paths, so
 * a relative import (`../geocoding/geo.ts`) is caught like an alias import (`#web/features/geocoding/geo.ts`).
 */
const root = import.meta.dirname;
const abs = (path) => join(root, path);
const dirs = (path) =>
  readdirSync(abs(path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const modules = dirs("src/server/modules");
const features = dirs("src/web/features");

/** The import zones of the layout (docs/ARCHITECTURE.md "Import direction"). */
const zones = () => [
  {
    target: "src/shared",
    from: ["src/server", "src/web"],
    message: "src/shared is imported by both sides: no server, web or Node imports.",
  },
  { target: "src/server", from: "src/web", message: "The server never imports the web app." },
  {
    target: ["src/web/ui", "src/web/lib"],
    from: ["src/web/features", "src/web/routes", "src/web/routes.ts", "src/web/root.tsx"],
    message:
      "ui/ and lib/ are the building blocks of the features: they never import a feature or a route.",
  },
  {
    target: "src/server/platform",
    from: "src/server/modules",
    message: "platform/ is below the modules: it never imports one.",
  },
  // A module's files other than service.ts are internal. Registration files (module.ts) compose modules.
  ...modules.map((name) => ({
    target: abs(`src/server/modules/${name}/**/!(module).ts`),
    from: abs("src/server/modules/*/**"),
    except: [abs(`src/server/modules/${name}/**`), abs("src/server/modules/*/service.ts")],
    message: "Another module is used through its service.ts only.",
  })),
  ...features.map((name) => ({
    target: abs(`src/web/features/${name}/**`),
    from: abs("src/web/features/*/**"),
    except: [
      abs(`src/web/features/${name}/**`),
      abs("src/web/features/*/components/**"),
      abs("src/web/features/*/store.ts"),
    ],
    message: "Another feature is used through its components/ or store.ts only.",
  })),
];

/**
 * No cycles between features or between modules. `import-x/no-cycle` sees cycles of files only: geocoding's location
 * field importing search's region while search's filter imports the location field is no file cycle, yet the two
 * features could no longer be understood, tested or removed one without the other. The graph of units is read once
 * per run from the import specifiers of their files (tests left out).
 */
const UNIT = /^src\/(web\/features|server\/modules)\/([^/]+)\//;
const unitOf = (file) =>
  file && relative(root, file).split("\\").join("/").match(UNIT)?.slice(1).join("/");
const ALIAS = {
  "#shared/": "src/shared/",
  "#server/": "src/server/",
  "#web/": "src/web/",
  "#tests/": "tests/",
};
const targetOf = (specifier, importer) => {
  if (specifier.startsWith(".")) return resolve(dirname(importer), specifier);
  const alias = Object.keys(ALIAS).find((prefix) => specifier.startsWith(prefix));
  return alias && abs(ALIAS[alias] + specifier.slice(alias.length));
};
const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
let unitGraph;
const unitsUsedBy = () => {
  if (unitGraph) return unitGraph;
  unitGraph = new Map();
  for (const dir of ["src/web/features", "src/server/modules"]) {
    for (const name of readdirSync(abs(dir), { recursive: true, encoding: "utf8" })) {
      const file = join(abs(dir), name);
      const from = unitOf(file);
      if (!from || !isSource(file)) continue;
      const uses = unitGraph.get(from) ?? unitGraph.set(from, new Set()).get(from);
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(
        /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g,
      )) {
        const to = unitOf(targetOf(specifier, file));
        if (to && to !== from) uses.add(to);
      }
    }
  }
  return unitGraph;
};
const reaches = (from, to) => {
  const seen = new Set([from]);
  for (const queue = [from]; queue.length > 0;) {
    for (const next of unitsUsedBy().get(queue.shift()) ?? []) {
      if (next === to) return true;
      if (!seen.has(next)) queue.push(seen.add(next) && next);
    }
  }
  return false;
};
const noUnitCycle = {
  meta: {
    type: "problem",
    schema: [],
    messages: { cycle: "{{to}} uses {{from}} already: no cycles between features or modules." },
  },
  create(context) {
    const file = context.physicalFilename;
    const from = unitOf(file);
    if (!from || !isSource(file)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string") return;
      const to = unitOf(targetOf(specifier, file));
      if (to && to !== from && reaches(to, from))
        context.report({ node: node.source, messageId: "cycle", data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// `regex` rather than gitignore-style groups: a leading "#" would read as a comment there.
const restricted = (patterns) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
});
const NODE_FROM_SHARED = {
  regex: "^node:",
  message: "src/shared is imported by both sides: no server, web or Node imports.",
};
// Type imports of the server are allowed, which a path zone cannot tell apart: this one stays a pattern.
const SERVER_FROM_WEB = {
  regex: "^(#server/|(\\.\\./)+server/)",
  allowTypeImports: true,
  message: "Web code imports server code only as types; loaders get data from the load context.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      ".react-router/**",
      "node_modules/**",
      "shots/**",
      "test-results/**",
      "playwright-report/**",
      "src/server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Non-null assertions mark rows that a constraint guarantees (insert … returning).
      "@typescript-eslint/no-non-null-assertion": "off",
      "no-control-regex": "off",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX, wurzelwerk: { rules: { "no-unit-cycle": noUnitCycle } } },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver()],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: zones() }],
      "import-x/no-cycle": "error",
      "wurzelwerk/no-unit-cycle": "error",
    },
  },
  {
    // Tests of shared code may build their fixtures with Node.
    files: ["src/shared/**/*.ts"],
    ignores: ["src/shared/**/*.test.ts"],
    rules: restricted([NODE_FROM_SHARED]),
  },
  { files: ["src/web/**/*.{ts,tsx}"], rules: restricted([SERVER_FROM_WEB]) },
);
