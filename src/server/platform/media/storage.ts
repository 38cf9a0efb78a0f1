import { createHash } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

/**
 * Where uploaded media lives (docs/ARCHITECTURE.md). The default keeps files under
 * DATA_DIR/media, served by the app at /media/; an object store would implement the same
 * interface. Keys are content hashes, so a URL never changes its content (served with a long
 * cache lifetime) and a re-upload of the same file costs nothing.
 */
export interface MediaStorage {
  /** Stores the bytes under a key derived from their content; returns the public URL. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** Removes a file this storage created, given its public URL; other URLs are ignored. */
  remove(url: string): Promise<void>;
}

const UPLOAD_ROOT = "uploads";

export function createLocalStorage(mediaRoot: string, publicPrefix = "/media"): MediaStorage {
  const root = resolve(mediaRoot);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`media key outside the media root: ${key}`);
    return path;
  };
  return {
    async put(folder, bytes, extension) {
      if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(folder) || !/^[a-z0-9]+$/.test(extension)) {
        throw new Error(`invalid media folder or extension: ${folder} ${extension}`);
      }
      const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 32);
      const key = join(UPLOAD_ROOT, folder, `${hash}.${extension}`);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return `${publicPrefix}/${key.split(sep).join("/")}`;
    },
    async remove(url) {
      const prefix = `${publicPrefix}/${UPLOAD_ROOT}/`;
      if (!url.startsWith(prefix)) return;
      await rm(pathOf(url.slice(publicPrefix.length + 1)), { force: true });
    },
  };
}
