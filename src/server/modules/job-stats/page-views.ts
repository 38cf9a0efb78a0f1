import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import { PREFIXED_LOCALES } from "#shared/locales.ts";
import type { JobStatsCounter } from "./counter.ts";

/**
 * A job page in any language (`/jobs/7`, `/en/jobs/7`), as a document or as the data of a
 * navigation inside the app (`/jobs/7.data`, React Router's single fetch).
 */
const JOB_PAGE = new RegExp(
  `^/(?:(?:${PREFIXED_LOCALES.join("|")})/)?jobs/([1-9][0-9]{0,8})(?:\\.data)?$`,
);

/**
 * Counts a view of an ad's page once the answer is out (an `onResponse` hook of the app, ADR
 * 060): after the page cache (a stored page is a view too), never on the page's own path. Only a
 * shown page counts (200: not an ended or unknown ad), not a visitor with a session (the
 * employer and staff looking at ads), not a bot.
 */
export function countJobPageViews(counter: JobStatsCounter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== "GET" || reply.statusCode !== 200) return;
    const path = request.url.split("?", 1)[0]!;
    const match = JOB_PAGE.exec(path);
    if (!match) return;
    if (request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return;
    counter.view(Number(match[1]), { ip: request.ip, headers: request.headers });
  };
}
