import type { Config } from "#server/config.ts";
import { privateFiles, type PrivateFiles } from "#server/platform/files/private-storage.ts";

/**
 * Where the applications' files live: DATA_DIR/private/applications (ADR 046), outside the
 * /media folder the app serves; only the employer's download route reads them, after its
 * access check. A file is written before its row and removed after its row is gone; the
 * retention task sweeps what a crash in between left behind.
 */
export const applicationStorage = (config: Pick<Config, "dataDir">): PrivateFiles =>
  privateFiles(config.dataDir, "applications");
