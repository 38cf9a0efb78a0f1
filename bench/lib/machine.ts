import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, cpus, totalmem } from "node:os";
import type postgres from "postgres";

export interface MachineFacts {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  postgres: string;
  postgresSettings: Record<string, string>;
}

export async function machineFacts(sql: postgres.Sql): Promise<MachineFacts> {
  const [v] = await sql<{ v: string }[]>`select current_setting('server_version') as v`;
  const settings = await sql<{ name: string; setting: string; unit: string | null }[]>`
    select name, setting, unit from pg_settings
    where name in ('shared_buffers', 'work_mem', 'effective_cache_size', 'max_connections', 'jit',
                   'random_page_cost', 'synchronous_commit')`;
  return {
    date: new Date().toISOString(),
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: v!.v,
    postgresSettings: Object.fromEntries(
      settings.map((s) => [
        s.name,
        s.unit === "8kB" ? `${(Number(s.setting) * 8) / 1024} MB` : `${s.setting}${s.unit ?? ""}`,
      ]),
    ),
  };
}

/**
 * CPU time over an interval, from /proc: the app process, this process (the load generator)
 * PostgreSQL (every `postgres` process) and everything else. In cores, so 2.0 is the
 * whole of a 2-core machine. Linux only; elsewhere every figure is NaN.
 */
export interface CpuSnapshot {
  total: number;
  idle: number;
  app: number;
  self: number;
  postgres: number;
}

const TICK = 100; // USER_HZ; 100 on every Linux we run on

function readJiffies(): { total: number; idle: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  // guest time is already counted in user/nice
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { total, idle };
}

function processJiffies(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

/** CPU of every process named `postgres` (server, backends, finished parallel workers). */
function postgresJiffies(): number {
  let sum = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (comm !== "postgres") continue;
      // utime + stime, plus the reaped children's time: parallel workers and closed backends
      // end within a run and are only seen in the postmaster's cutime/cstime.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      sum += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // the process ended meanwhile
    }
  }
  return sum;
}

/** `app` sums the given processes (several when the app runs as a cluster). */
export function cpuSnapshot(appPids: number | number[]): CpuSnapshot {
  try {
    const { total, idle } = readJiffies();
    const self = process.cpuUsage();
    return {
      total,
      idle,
      app: [appPids].flat().reduce((sum, pid) => sum + processJiffies(pid), 0),
      self: ((self.user + self.system) / 1e6) * TICK,
      postgres: postgresJiffies(),
    };
  } catch {
    return { total: NaN, idle: NaN, app: NaN, self: NaN, postgres: NaN };
  }
}

export interface CpuShares {
  app: number;
  postgres: number;
  loadGenerator: number;
  other: number;
  idle: number;
}

export function cpuShares(a: CpuSnapshot, b: CpuSnapshot, seconds: number): CpuShares {
  const cores = (jiffies: number) => jiffies / TICK / seconds;
  const busy = cores(b.total - a.total - (b.idle - a.idle));
  const app = cores(b.app - a.app);
  const loadGenerator = cores(b.self - a.self);
  const pg = cores(b.postgres - a.postgres);
  return {
    app,
    postgres: pg,
    loadGenerator,
    other: Math.max(0, busy - app - pg - loadGenerator),
    idle: cores(b.idle - a.idle),
  };
}

/**
 * Resident memory of the given processes from /proc/<pid>/status, summed, in bytes: `rss`
 * now (VmRSS) and `peak`, the most each held since it started (VmHWM). NaN off Linux.
 */
export function residentMemory(pids: number[]): { rss: number; peak: number } {
  let rss = 0;
  let peak = 0;
  try {
    for (const pid of pids) {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      rss += kib(status, "VmRSS") * 1024;
      peak += kib(status, "VmHWM") * 1024;
    }
    return { rss, peak };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

function kib(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status);
  if (!match) throw new Error(`${field} fehlt in /proc/<pid>/status`);
  return Number(match[1]);
}
