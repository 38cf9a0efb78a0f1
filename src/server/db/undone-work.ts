import type { Tx } from "./client.ts";

class UndoWork extends Error {}

/**
 * Runs `work` inside `tx` at a savepoint and undoes it. For answers that must not tell two
 * cases apart by their time: the case that stores nothing does the same inserts (and uses up
 * the same ids) as the one that stores, and takes them back.
 */
export async function doAndUndo(tx: Tx, work: (savepoint: Tx) => Promise<unknown>): Promise<void> {
  await tx
    .transaction(async (savepoint) => {
      await work(savepoint);
      throw new UndoWork();
    })
    .catch((error: unknown) => {
      if (!(error instanceof UndoWork)) throw error;
    });
}
