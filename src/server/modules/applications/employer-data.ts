import { asc, count, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { applicationFiles, applications, jobAdvertisements } from "#server/db/schema.ts";
import type { ZipEntry } from "#server/platform/zip.ts";
import { applicationStorage } from "./files.ts";

// The employer's applications in its data rights (ADR 020, ADR 046): in the export with their
// files, and gone with the account.

/** A name that stays one entry inside its folder of the ZIP, whatever the applicant called it. */
function entryName(fileName: string, taken: Set<string>): string {
  const clean =
    fileName
      .replace(/[\p{Cc}/\\:*?"<>|]/gu, "_")
      .trim()
      .replace(/^\.+/, "_") || "datei";
  let name = clean;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${n}-${clean}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * `applications.json` (every application with its fields and status) and each file under
 * `applications/<id>/<file name>`, streamed from private storage as the archive is written
 * (ADR 047). A file gone from the disk before is listed without a path; one deleted while the
 * archive is written is left out of it.
 */
export async function applicationsExport(
  deps: Pick<Deps, "db" | "config">,
  employerId: number,
): Promise<{ json: unknown[]; files: ZipEntry[] }> {
  const rows = await deps.db
    .select({
      id: applications.id,
      job_id: applications.job_id,
      job_title: jobAdvertisements.title,
      name: applications.name,
      email: applications.email,
      phone: applications.phone,
      message: applications.message,
      status: applications.status,
      consented_at: applications.consented_at,
      seen_at: applications.seen_at,
      status_changed_at: applications.status_changed_at,
      final_at: applications.final_at,
      rejection_mailed_at: applications.rejection_mailed_at,
      created_at: applications.created_at,
    })
    .from(applications)
    .innerJoin(jobAdvertisements, eq(jobAdvertisements.id, applications.job_id))
    .where(eq(applications.employer_id, employerId))
    .orderBy(asc(applications.created_at), asc(applications.id));
  const fileRows = rows.length
    ? await deps.db
        .select()
        .from(applicationFiles)
        .where(
          inArray(
            applicationFiles.application_id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(applicationFiles.position), asc(applicationFiles.id))
    : [];
  const files: ZipEntry[] = [];
  const json = [];
  for (const row of rows) {
    const taken = new Set<string>();
    const listed = [];
    for (const file of fileRows.filter((f) => f.application_id === row.id)) {
      const storage = applicationStorage(deps.config);
      const path = (await storage.exists(file.storage_key))
        ? `applications/${row.id}/${entryName(file.file_name, taken)}`
        : null;
      // Withdrawn or deleted by the retention task while the archive is written: left out of
      // it (still listed here with its path) rather than breaking the whole download.
      if (path) {
        files.push({ name: path, data: () => storage.stream(file.storage_key), skipIfGone: true });
      }
      listed.push({
        kind: file.kind,
        file_name: file.file_name,
        content_type: file.content_type,
        size_bytes: file.size_bytes,
        path,
      });
    }
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    json.push({
      id: row.id,
      job: { id: row.job_id, title: row.job_title },
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      status: row.status,
      consented_at: iso(row.consented_at),
      seen_at: iso(row.seen_at),
      status_changed_at: iso(row.status_changed_at),
      final_at: iso(row.final_at),
      rejection_mailed_at: iso(row.rejection_mailed_at),
      created_at: iso(row.created_at),
      files: listed,
    });
  }
  return { json, files };
}

/** How many applications the employer holds (what staff may see). */
export async function applicationCountOf(db: Db, employerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.employer_id, employerId));
  return Number(row?.n ?? 0);
}

/**
 * Deletes the employer's applications in the account's deletion transaction; answers the keys
 * of their files, which the caller removes once the transaction has committed (a file is
 * removed after its row, ADR 046).
 */
export async function deleteEmployerApplications(tx: Tx, employerId: number): Promise<string[]> {
  const ids = tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.employer_id, employerId));
  const files = await tx
    .delete(applicationFiles)
    .where(inArray(applicationFiles.application_id, ids))
    .returning({ storage_key: applicationFiles.storage_key });
  await tx.delete(applications).where(eq(applications.employer_id, employerId));
  return files.map((f) => f.storage_key);
}

/** Removes the files of deleted applications from private storage. */
export async function removeApplicationFiles(
  deps: Pick<Deps, "config">,
  keys: readonly string[],
): Promise<void> {
  await applicationStorage(deps.config).remove(keys);
}
