/**
 * The editor's loader runs again on its own address only while the preview step asks for the
 * credits anew (before the publish dialog). Other revalidations on the same address — a live
 * event, for one — leave the editor's ad alone: after a draft is deleted its address answers
 * 404, and a reload of it racing the way back to the dashboard would fail.
 */
let wanted = false;

/** Runs the preview step's revalidation with the editor's loader included. */
export async function refreshCredits(revalidate: () => Promise<void>): Promise<void> {
  wanted = true;
  try {
    await revalidate();
  } finally {
    wanted = false;
  }
}

/** Whether a revalidation of the editor's own address should run its loader. */
export function creditsRefreshWanted(): boolean {
  return wanted;
}
