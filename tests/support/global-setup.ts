import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import {
  dropPostgresTestDatabases,
  preparePgliteTemplate,
  preparePostgresTemplate,
  templateKey,
} from "./databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    templateKey: string;
    /** Names this run's PostgreSQL test databases (ww_test_<runId>_…). */
    testRunId: string;
    pgliteTemplatePath: string;
  }
}

/** Migrates and seeds the template database once per run (ADR 003). */
export default async function setup(project: TestProject) {
  const key = templateKey();
  project.provide("templateKey", key);
  const runId = randomBytes(3).toString("hex");
  project.provide("testRunId", runId);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await preparePostgresTemplate(adminUrl, key);
    project.provide("pgliteTemplatePath", "");
    return () => dropPostgresTestDatabases(adminUrl, runId);
  }
  const dir = mkdtempSync(join(tmpdir(), "ww-pglite-template-"));
  const path = join(dir, "template.tar");
  writeFileSync(path, await preparePgliteTemplate());
  project.provide("pgliteTemplatePath", path);
  return () => rmSync(dir, { recursive: true, force: true });
}
