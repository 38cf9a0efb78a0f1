// @ts-check
import { readdirSync } from "node:fs";
import { join } from "node:path";
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

/**
 * Cross-feature imports of another feature's api files that the typed API client will replace: each entry is
 * [importing file, imported api file]. Remove when the typed client lands.
 */
const FEATURE_API_ALLOWED = [
  ["src/web/features/checkout/components/checkout-dialog.tsx", "src/web/features/auth/api.ts"],
  ["src/web/features/job-editor/components/preview-step.tsx", "src/web/features/employers/api.ts"],
  ["src/web/features/job-editor/components/step1-form.tsx", "src/web/features/employers/api.ts"],
  ["src/web/features/jobs/components/empty-search.tsx", "src/web/features/search/api.ts"],
  ["src/web/features/jobs/use-job-results.ts", "src/web/features/search/api.ts"],
];

/** @param {string} importer a repository path, or "" for the zones that hold for every file */
const zones = (importer = "") => [
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
      // `@(…)` makes the path a glob, as the rule wants all of a zone's paths to be.
      ...FEATURE_API_ALLOWED.filter(([file]) => file === importer).map(([, api]) =>
        abs(api).replace(/[^/]+$/, "@($&)"),
      ),
    ],
    message: "Another feature is used through its components/ or store.ts only.",
  })),
];

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
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver()],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: zones() }],
      "import-x/no-cycle": "error",
    },
  },
  ...FEATURE_API_ALLOWED.map(([file]) => ({
    files: [file],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: zones(file) }] },
  })),
  {
    // Tests of shared code may build their fixtures with Node.
    files: ["src/shared/**/*.ts"],
    ignores: ["src/shared/**/*.test.ts"],
    rules: restricted([NODE_FROM_SHARED]),
  },
  { files: ["src/web/**/*.{ts,tsx}"], rules: restricted([SERVER_FROM_WEB]) },
);
