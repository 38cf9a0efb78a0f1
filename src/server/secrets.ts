import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  chmodSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";

// The secrets of an installation that did not set APP_KEY / PUSHER_APP_SECRET:
// generated once and kept in DATA_DIR, readable by the app's user only. Every process on the
// same DATA_DIR (several `npm start`s, bench workers, `npm run admin:create`) uses the same
// values; processes on other machines must get them from the environment (docs/deploy.md).

export type SecretName = "APP_KEY" | "PUSHER_APP_SECRET";
export const GENERATED_SECRETS_FILE = "secrets.json";
const NAMES: readonly SecretName[] = ["APP_KEY", "PUSHER_APP_SECRET"];

/** 32 random bytes: 43 characters, beyond any offline guessing of an HMAC key. */
const newSecret = () => randomBytes(32).toString("base64url");

/**
 * The stored secrets of `dataDir`, created on the first call. Creation is atomic: the values
 * go to a temporary file first, which is then hard-linked to its name — a link never replaces
 * an existing file, so of two processes starting together one wins and the other reads the
 * winner's file. Throws with a German message naming the file when it cannot be used.
 */
export function readOrCreateSecrets(dataDir: string): Record<SecretName, string> {
  const file = join(dataDir, GENERATED_SECRETS_FILE);
  try {
    return readSecrets(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  try {
    mkdirSync(dataDir, { recursive: true });
    const values = Object.fromEntries(NAMES.map((name) => [name, newSecret()]));
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    writeNewFile(temporary, `${JSON.stringify(values, null, 2)}\n`);
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Another process was first: its values count.
    } finally {
      unlinkSync(temporary);
    }
  } catch (error) {
    throw new Error(
      `${file}: Die erzeugten Schlüssel für APP_KEY und PUSHER_APP_SECRET konnten nicht gespeichert werden (${(error as Error).message}). Prüfen Sie die Schreibrechte auf DATA_DIR oder setzen Sie beide Variablen selbst.`,
      { cause: error },
    );
  }
  return readSecrets(file);
}

/** Writes a file that must not exist yet, mode 0600, flushed to disk before it is linked. */
function writeNewFile(path: string, text: string): void {
  const fd = openSync(path, "wx", 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function readSecrets(file: string): Record<SecretName, string> {
  const text = readFileSync(file, "utf8");
  // Copied in or restored with a wider mode: the file is as secret as the keys.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const record = (parsed ?? {}) as Partial<Record<SecretName, unknown>>;
  const missing = NAMES.filter((name) => {
    const value = record[name];
    return typeof value !== "string" || value.length < 32;
  });
  if (missing.length > 0) {
    throw new Error(
      `${file} ist unvollständig oder beschädigt (${missing.join(", ")}). Setzen Sie ${missing.join(" und ")} in der Umgebung oder löschen Sie die Datei, dann wird sie neu erzeugt (bereits verschickte Bestätigungslinks werden dadurch ungültig).`,
    );
  }
  return record as Record<SecretName, string>;
}
