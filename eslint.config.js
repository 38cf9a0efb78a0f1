// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Import direction of DESIGN.md "Layout": shared ← server, shared ← web; web sees server only as types. */
const restricted = (patterns) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
});

// `regex` rather than gitignore-style groups: a leading "#" would read as a comment there.
const SERVER_FROM_SHARED = {
  regex: "^(#server/|#web/|node:|(\\.\\./)+(server|web)/)",
  message: "src/shared is imported by both sides: no server, web or Node imports.",
};
const WEB_FROM_SERVER = {
  regex: "^(#web/|(\\.\\./)+web/)",
  message: "The server never imports the web app.",
};
const SERVER_FROM_WEB = {
  regex: "^(#server/|(\\.\\./)+server/)",
  allowTypeImports: true,
  message: "Web code imports server code only as types; loaders get data from the load context.",
};
const MODULE_INTERNALS = {
  regex: "^(#server/modules/|\\.\\./)[^/]+/(queries|routes)\\.ts$",
  message: "Another module's queries and routes are internal: call its service.ts.",
};
const FEATURE_INTERNALS = {
  regex: "^#web/features/[^/]+/(?!components/|store\\.ts$|api\\.ts$)",
  message: "Another feature's internals are off limits: use its components/, store.ts or api.ts.",
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
    files: ["src/shared/**/*.ts"],
    ignores: ["src/shared/**/*.test.ts"],
    rules: restricted([SERVER_FROM_SHARED]),
  },
  { files: ["src/server/**/*.ts"], rules: restricted([WEB_FROM_SERVER, MODULE_INTERNALS]) },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["src/web/features/**"],
    rules: restricted([SERVER_FROM_WEB]),
  },
  {
    files: ["src/web/features/**/*.{ts,tsx}"],
    rules: restricted([SERVER_FROM_WEB, FEATURE_INTERNALS]),
  },
);
