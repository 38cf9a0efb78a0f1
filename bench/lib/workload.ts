/**
 * Simulated users for bench/load.ts and bench/faults.ts: seekers (search with varied realistic
 * filters, the list, job details) and employers (a draft through the editor's three steps,
 * publish, the company profile), each in a closed loop with a think time, against one or more
 * app processes (round robin, as a load balancer would). Every request is timed and recorded
 * per operation; the employers also remember what the server acknowledged, so the database
 * can be checked against it afterwards.
 */
import type { Sql } from "postgres";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import type { SearchJobsRequest } from "#shared/schemas/jobs.ts";
import type { Random } from "./random.ts";
import { browserSearchBody } from "./search-queries.ts";
import { Samples, percentiles } from "./stats.ts";
import { HANNOVER_LOCATION, STEP2_TEXTS, STEP3_CONTACT } from "../../tests/support/places.ts";

export interface Answer {
  /** HTTP status; 0 when the connection failed or timed out. */
  status: number;
  json: unknown;
  ms: number;
}

export class Targets {
  private next = 0;
  origins: string[];
  constructor(origins: string[]) {
    this.origins = origins;
  }
  pick(): string {
    const origin = this.origins[this.next % this.origins.length]!;
    this.next++;
    return origin;
  }
}

export async function call(
  origin: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; ip?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = {
    accept: "application/json",
    "user-agent": "wurzelwerk-bench",
  };
  if (method !== "GET") {
    headers["content-type"] = "application/json";
    headers["x-requested-with"] = "XMLHttpRequest";
  }
  if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  try {
    const response = await fetch(origin + path, {
      method,
      headers,
      body: method === "GET" ? undefined : JSON.stringify(options.body ?? {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json, ms: performance.now() - started };
  } catch {
    return { status: 0, json: null, ms: performance.now() - started };
  }
}

export interface OpSummary {
  op: string;
  count: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
}

/** Per-operation latencies and statuses, plus a time line of every answer (for the fault runs). */
export class Recorder {
  readonly started = performance.now();
  private readonly ops = new Map<
    string,
    { samples: Samples; errors: number; statuses: Record<string, number> }
  >();
  /** [seconds since start, status, op] of every answer, when `timeline` is on. */
  readonly events: { t: number; status: number; op: string; ms: number }[] = [];
  timeline = false;
  paused = false;

  record(op: string, answer: Answer, expected: readonly number[]): boolean {
    if (this.paused) return expected.includes(answer.status);
    let entry = this.ops.get(op);
    if (!entry) this.ops.set(op, (entry = { samples: new Samples(), errors: 0, statuses: {} }));
    entry.samples.push(answer.ms);
    entry.statuses[answer.status] = (entry.statuses[answer.status] ?? 0) + 1;
    const ok = expected.includes(answer.status);
    if (!ok) entry.errors++;
    if (this.timeline) {
      this.events.push({
        t: (performance.now() - this.started) / 1000,
        status: answer.status,
        op,
        ms: answer.ms,
      });
    }
    return ok;
  }

  summary(seconds: number): OpSummary[] {
    return [...this.ops.entries()].map(([op, e]) => {
      const [p50, p95, p99, max] = percentiles(e.samples.values(), [50, 95, 99, 100]);
      return {
        op,
        count: e.samples.length,
        errors: e.errors,
        statuses: e.statuses,
        p50: p50!,
        p95: p95!,
        p99: p99!,
        max: max!,
        rps: e.samples.length / seconds,
      };
    });
  }

  all(seconds: number): OpSummary {
    const samples = new Samples();
    let errors = 0;
    const statuses: Record<string, number> = {};
    for (const e of this.ops.values()) {
      for (const v of e.samples.values()) samples.push(v);
      errors += e.errors;
      for (const [s, n] of Object.entries(e.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
    }
    const [p50, p95, p99, max] = percentiles(samples.values(), [50, 95, 99, 100]);
    return {
      op: "all",
      count: samples.length,
      errors,
      statuses,
      p50: p50!,
      p95: p95!,
      p99: p99!,
      max: max!,
      rps: samples.length / seconds,
    };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoopContext {
  targets: Targets;
  recorder: Recorder;
  random: Random;
  /** Mean think time between two actions of one user (uniform 0…2×mean). */
  thinkMs: number;
  /** The loop ends when this returns true. */
  done: () => boolean;
}

const think = (ctx: LoopContext) => sleep(ctx.random.next() * 2 * ctx.thinkMs);

/**
 * A seeker: searches (50 %), pages through the list (20 %), opens a job found before (30 %).
 * Each seeker has its own client address (X-Forwarded-For), as real visitors do.
 */
export async function seeker(
  ctx: LoopContext,
  index: number,
  bodies: SearchJobsRequest[],
): Promise<void> {
  const ip = `10.1.${(index >> 8) & 255}.${index & 255}`;
  const seen: number[] = [];
  const remember = (json: unknown) => {
    const data = (json as { data?: { id: number }[] } | null)?.data;
    if (!Array.isArray(data)) return;
    for (const job of data.slice(0, 6)) seen.push(job.id);
    if (seen.length > 50) seen.splice(0, seen.length - 50);
  };
  await sleep(ctx.random.next() * ctx.thinkMs);
  while (!ctx.done()) {
    const r = ctx.random.next();
    if (r < 0.5 || seen.length === 0) {
      // As the browser sends it: a first page recorded, "Mehr Jobs laden" (page 2) not.
      const page = ctx.random.chance(0.8) ? 1 : 2;
      const body = browserSearchBody(ctx.random.pick(bodies), page, page === 1);
      const answer = await call(ctx.targets.pick(), "POST", "/api/job-advertisements/search", {
        body,
        ip,
      });
      if (ctx.recorder.record("search", answer, [200])) remember(answer.json);
    } else if (r < 0.7) {
      const page = ctx.random.chance(0.7) ? 1 : ctx.random.int(2, 5);
      const answer = await call(ctx.targets.pick(), "GET", `/api/job-advertisements?page=${page}`, {
        ip,
      });
      if (ctx.recorder.record("list", answer, [200])) remember(answer.json);
    } else {
      const id = ctx.random.pick(seen);
      const answer = await call(ctx.targets.pick(), "GET", `/api/job-advertisements/${id}`, {
        ip,
      });
      // An ad may have ended meanwhile (an employer's, the scheduler's): 404/410 are answers too.
      ctx.recorder.record("detail", answer, [200, 404, 410]);
    }
    await think(ctx);
  }
}

export interface EmployerAccount {
  employerId: number;
  userId: number;
  token: string;
  name: string;
  email: string;
  password: string;
}

/** What the server acknowledged to one employer: checked against the database afterwards. */
export interface EmployerLedger {
  account: EmployerAccount;
  /** Drafts created (201), with the title sent in step 1 and the highest step acknowledged. */
  drafts: Map<number, { title: string; step: number }>;
  /** Ads whose publish was acknowledged (200). */
  published: number[];
  profileUpdates: number;
  /** The description of the last acknowledged profile update. */
  lastDescription: string | null;
}

export function newLedger(account: EmployerAccount): EmployerLedger {
  return {
    account,
    drafts: new Map(),
    published: [],
    profileUpdates: 0,
    lastDescription: null,
  };
}

// The same complete ad the API tests write (one source for both).
export const HANNOVER: Location = HANNOVER_LOCATION;

/** A geocoded place as step 1 sends it. */
export interface Location {
  formatted_address: string;
  street: string | null;
  street_number: string | null;
  zipcode: string;
  location: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
}

export const step2Body = STEP2_TEXTS;
export const step3Body = STEP3_CONTACT;

/** One employer's editing session, start to end; true when every step was acknowledged. */
export async function employerCycle(
  ctx: LoopContext,
  ledger: EmployerLedger,
  sectorIds: number[],
  serial: number,
): Promise<boolean> {
  const { token, employerId } = ledger.account;
  const ip = `10.2.${(employerId >> 8) & 255}.${employerId & 255}`;
  const created = await call(ctx.targets.pick(), "POST", "/api/job-advertisements", {
    token,
    ip,
  });
  if (!ctx.recorder.record("draft create", created, [201])) return false;
  const id = (created.json as { data: { id: number } }).data.id;
  const title = `Landschaftsgärtner (m/w/d) ${employerId}-${serial}`;
  const draft = { title, step: 0 };
  ledger.drafts.set(id, draft);
  const steps: [number, unknown][] = [
    [
      1,
      {
        title,
        sectors: [ctx.random.pick(sectorIds)],
        working_time: ctx.random.pick(["Vollzeit", "Teilzeit", "Saisonarbeit", "Ausbildung"]),
        starts_at: null,
        location: HANNOVER,
      },
    ],
    [2, step2Body],
    [3, step3Body],
  ];
  for (const [n, body] of steps) {
    await think(ctx);
    const saved = await call(ctx.targets.pick(), "PUT", `/api/job-advertisements/${id}/step${n}`, {
      body,
      token,
      ip,
    });
    if (!ctx.recorder.record("draft step", saved, [200])) return false;
    draft.step = n;
  }
  await think(ctx);
  const published = await call(ctx.targets.pick(), "PUT", `/api/job-advertisements/${id}/publish`, {
    token,
    ip,
  });
  if (!ctx.recorder.record("publish", published, [200])) return false;
  ledger.published.push(id);
  await think(ctx);
  const description = `Betrieb ${employerId}, Stand ${serial}: Gärten, Parks und Friedhöfe in der Region.`;
  const profile = await call(ctx.targets.pick(), "PUT", `/api/employers/${employerId}`, {
    body: { name: ledger.account.name, description, sector_ids: [] },
    token,
    ip,
  });
  if (!ctx.recorder.record("profile update", profile, [200])) return false;
  ledger.profileUpdates++;
  ledger.lastDescription = description;
  await think(ctx);
  return true;
}

export async function employer(
  ctx: LoopContext,
  ledger: EmployerLedger,
  sectorIds: number[],
): Promise<void> {
  await sleep(ctx.random.next() * ctx.thinkMs * 2);
  for (let serial = 1; !ctx.done(); serial++) {
    await employerCycle(ctx, ledger, sectorIds, serial);
  }
}

export { sleep };

/** Employers with a verified user, a session and credits, written straight into the database. */
export async function createEmployers(
  databaseUrl: string,
  count: number,
  creditsEach: number,
): Promise<EmployerAccount[]> {
  const { openPostgres } = await import("#server/db/client.ts");
  const { createAccount, grantCredits } = await import("#tests/support/accounts.ts");
  const database = openPostgres(databaseUrl);
  try {
    const accounts: EmployerAccount[] = [];
    for (let i = 0; i < count; i++) {
      const name = `Lastprobe Gartenbau ${i + 1}`;
      const account = await createAccount(database.db, { company: name });
      await grantCredits(database.db, account.employerId, { count: creditsEach });
      accounts.push({
        employerId: account.employerId,
        userId: account.userId,
        token: account.token,
        name,
        email: account.email,
        password: account.password,
      });
    }
    return accounts;
  } finally {
    await database.close();
  }
}

export interface Check {
  check: string;
  expected: string;
  found: string;
  ok: boolean;
}

/**
 * Every acknowledged write is in the database: drafts with their step and title, published
 * ads with their dates and exactly one publish credit each, no credit used for anything else,
 * profile updates counted in the audit trail and the last one's text stored.
 */
export async function verifyLedgers(
  sql: Sql,
  ledgers: EmployerLedger[],
  options: { exact: boolean } = { exact: true },
): Promise<Check[]> {
  // Under faults a write can commit while its answer is lost (503, a cut connection): then
  // the database holds more than was acknowledged, never less.
  const matches = (found: number, acknowledged: number) =>
    options.exact ? found === acknowledged : found >= acknowledged;
  const employerIds = ledgers.map((l) => l.account.employerId);
  const ads = await sql<
    {
      id: number;
      employer_id: number;
      title: string;
      status: string;
      editor_step: number;
      published_at: Date | null;
      expires_at: Date | null;
    }[]
  >`select id, employer_id, title, status, editor_step, published_at, expires_at
    from job_advertisements where employer_id = any(${employerIds}::int[])`;
  const credits = await sql<
    {
      id: number;
      employer_id: number;
      used_at: Date | null;
      job: number | null;
      kind: string | null;
    }[]
  >`select id, employer_id, used_at, used_for_job_id as job, used_kind as kind
    from credits where employer_id = any(${employerIds}::int[])`;
  const audits = await sql<{ employer_id: number; n: number }[]>`
    select employer_id, count(*)::int as n from audit_events
    where employer_id = any(${employerIds}::int[]) and action = 'profile.updated'
    group by employer_id`;
  const employers = await sql<{ id: number; description: string | null }[]>`
    select id, description from employers where id = any(${employerIds}::int[])`;

  const adById = new Map(ads.map((a) => [a.id, a]));
  const acknowledgedDrafts = ledgers.reduce((n, l) => n + l.drafts.size, 0);
  const acknowledgedSteps = ledgers.reduce(
    (n, l) => n + [...l.drafts.values()].reduce((m, d) => m + d.step, 0),
    0,
  );
  const acknowledgedPublishes = ledgers.reduce((n, l) => n + l.published.length, 0);
  const acknowledgedProfiles = ledgers.reduce((n, l) => n + l.profileUpdates, 0);

  let draftsFound = 0;
  let stepsFound = 0;
  for (const ledger of ledgers) {
    for (const [id, draft] of ledger.drafts) {
      const ad = adById.get(id);
      if (!ad || ad.employer_id !== ledger.account.employerId) continue;
      draftsFound++;
      // The stored step is at least the acknowledged one, the title the one sent.
      if (ad.editor_step >= draft.step && (draft.step === 0 || ad.title === draft.title)) {
        stepsFound += draft.step;
      }
    }
  }
  const usedByJob = new Map<number, number>();
  for (const c of credits)
    if (c.job !== null) usedByJob.set(c.job, (usedByJob.get(c.job) ?? 0) + 1);
  let publishedFound = 0;
  for (const ledger of ledgers) {
    for (const id of ledger.published) {
      const ad = adById.get(id);
      if (
        ad &&
        ad.status === "published" &&
        ad.published_at &&
        ad.expires_at &&
        usedByJob.get(id) === 1 &&
        credits.some((c) => c.job === id && c.kind === "publish" && c.used_at)
      )
        publishedFound++;
    }
  }
  const publishedInDb = ads.filter((a) => a.status === "published").length;
  const usedCredits = credits.filter((c) => c.used_at !== null);
  const strayCredits = usedCredits.filter(
    (c) => c.job === null || c.kind !== "publish" || adById.get(c.job)?.status !== "published",
  ).length;
  const profilesFound = audits.reduce((n, a) => n + a.n, 0);
  const lastTexts = ledgers.filter(
    (l) =>
      l.lastDescription === null ||
      employers.find((e) => e.id === l.account.employerId)?.description === l.lastDescription,
  ).length;
  const fmt = (n: number) => n.toLocaleString("en-US");
  return [
    {
      check: "drafts created (201) are stored",
      expected: fmt(acknowledgedDrafts),
      found: `${fmt(draftsFound)} (${fmt(ads.length)} ads of these employers in all)`,
      ok: draftsFound === acknowledgedDrafts && matches(ads.length, acknowledgedDrafts),
    },
    {
      check: "editor steps saved (200) are stored",
      expected: fmt(acknowledgedSteps),
      found: fmt(stepsFound),
      ok: stepsFound === acknowledgedSteps,
    },
    {
      check: "publishes (200): published, dated, one credit each",
      expected: fmt(acknowledgedPublishes),
      found: `${fmt(publishedFound)} (${fmt(publishedInDb)} published in the database)`,
      ok: publishedFound === acknowledgedPublishes && matches(publishedInDb, acknowledgedPublishes),
    },
    {
      check: "credits used = ads published, none stray",
      expected: `${fmt(acknowledgedPublishes)}, 0 stray`,
      found: `${fmt(usedCredits.length)}, ${fmt(strayCredits)} stray`,
      ok:
        usedCredits.length === publishedInDb &&
        matches(usedCredits.length, acknowledgedPublishes) &&
        strayCredits === 0,
    },
    {
      check: "profile updates (200) in the audit trail",
      expected: fmt(acknowledgedProfiles),
      found: fmt(profilesFound),
      ok: matches(profilesFound, acknowledgedProfiles),
    },
    {
      check: "last profile text stored per employer",
      expected: fmt(ledgers.length),
      found: fmt(lastTexts),
      ok: lastTexts === ledgers.length,
    },
  ];
}
