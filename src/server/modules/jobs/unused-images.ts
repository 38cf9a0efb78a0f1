import { sql } from "drizzle-orm";
import { rowsOf } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import type { ImageVariants } from "#server/db/schema.ts";

// Header images are uploaded in editor step 2 before the step is saved, so some are never
// used (the step was left, another picture was chosen). Such an image — no ad and no
// employer logo points to it — is removed a day after its upload, with its files unless
// another image row shares them (same content → same file, media/storage.ts).
//
// Safe with several processes: the rows are claimed with FOR UPDATE SKIP LOCKED and deleted
// in one statement; a step 2 save that takes the image at the same moment either commits
// first (the image is in use and stays) or finds it gone (422 "Dieses Bild gibt es nicht.").

export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

export async function removeUnusedImages(
  deps: Pick<Deps, "db" | "storage">,
  now: Date,
): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS);
  const removed = await deps.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      delete from images
      where id in (
        select i.id from images i
        where i.employer_id is not null
          and i.created_at < ${before.toISOString()}
          and not exists (select 1 from job_advertisements j where j.image_id = i.id)
          and not exists (select 1 from employers e where e.logo_image_id = i.id)
        order by i.id
        limit ${BATCH}
        for update skip locked
      )
      returning variants`);
    return rowsOf<{ variants: ImageVariants }>(result);
  });
  if (removed.length === 0) return { removed: 0 };
  await removeImageFiles(
    deps,
    removed.map((r) => r.variants),
  );
  return { removed: removed.length };
}

/**
 * Removes the files of image rows already deleted, except files another image row still uses
 * (equal uploads share their files). Also used when an account is deleted (data rights).
 */
export async function removeImageFiles(
  deps: Pick<Deps, "db" | "storage">,
  removed: ImageVariants[],
): Promise<void> {
  const urls = new Set<string>();
  for (const variants of removed) {
    for (const url of Object.values(variants)) if (typeof url === "string") urls.add(url);
  }
  // Files another image still uses stay (equal uploads share their files).
  if (urls.size === 0) return;
  const shared = rowsOf<{ url: string }>(
    await deps.db.execute(sql`
    select distinct v.value as url
    from images, jsonb_each_text(images.variants) v
    where v.value in (${sql.join(
      [...urls].map((url) => sql`${url}`),
      sql`, `,
    )})`),
  );
  for (const { url } of shared) urls.delete(url);
  await Promise.all([...urls].map((url) => deps.storage.remove(url)));
}
