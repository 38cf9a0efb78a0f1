import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

/**
 * Files of people who are not our users (ADR 046): under DATA_DIR/private/<folder>, never
 * below the /media folder the app serves, each under a random key that says nothing about its
 * owner or content (not a content hash: the same CV sent to two employers is two files, each
 * deleted with its own application). Several app processes share DATA_DIR, as they do for
 * /media.
 */
export interface PrivateFiles {
  /** Writes the bytes under a new random key and answers the key. */
  put(bytes: Buffer): Promise<string>;
  /** The file's bytes, or null when there is none under the key. */
  read(key: string): Promise<Buffer | null>;
  /** Whether there is a file under the key. */
  exists(key: string): Promise<boolean>;
  /**
   * The file's bytes as a stream of chunks (64 KiB each), for files too large to hold whole
   * (the data export); a file gone by then fails the stream.
   */
  stream(key: string): AsyncIterable<Buffer>;
  /** Removes the files; keys without a file are skipped. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key with the time its file was last written (for the sweep of orphans). */
  list(): Promise<{ key: string; modified: Date }[]>;
}

const KEY = /^[A-Za-z0-9_-]{32}$/;

export function privateFiles(dataDir: string, folder: string): PrivateFiles {
  if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`invalid private folder: ${folder}`);
  const root = resolve(dataDir, "private", folder);
  const pathOf = (key: string) => {
    // A key comes from our own rows, but a path is never built from anything unchecked.
    if (!KEY.test(key)) throw new Error(`invalid private file key: ${key}`);
    return join(root, key);
  };
  return {
    async put(bytes) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      const key = randomBytes(24).toString("base64url");
      const path = pathOf(key);
      try {
        // "wx": never over another file, should two keys ever meet.
        await writeFile(path, bytes, { flag: "wx", mode: 0o600 });
      } catch (error) {
        // A write cut short (a full disk) leaves no part of the file behind; "wx" refused an
        // existing file, which is not ours to remove.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") await rm(path, { force: true });
        throw error;
      }
      return key;
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(key) {
      return access(pathOf(key)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return false;
          throw error;
        },
      );
    },
    stream(key) {
      return createReadStream(pathOf(key));
    },
    async remove(keys) {
      for (const key of keys) if (KEY.test(key)) await rm(join(root, key), { force: true });
    },
    async list() {
      const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      const found: { key: string; modified: Date }[] = [];
      for (const name of names) {
        if (!KEY.test(name)) continue;
        const info = await stat(join(root, name)).catch(() => undefined);
        if (info?.isFile()) found.push({ key: name, modified: info.mtime });
      }
      return found;
    },
  };
}
