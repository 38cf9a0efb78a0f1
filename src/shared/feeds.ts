/**
 * The feeds' addresses (ADR 059): the server sends them, the sector page names its feed in its
 * head.
 */
export const JOB_FEED_PATH = "/feeds/jobs.xml";

/** A sector's Atom feed. */
export const sectorFeedPath = (slug: string) => `/feeds/jobs-im-bereich/${slug}.atom`;
