/** `--name value`, `--name=value` and bare `--flag` arguments; nothing more is needed here. */
export function parseArgs(argv: string[]): Map<string, string | true> {
  const out = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) throw new Error(`Unerwartetes Argument: ${arg}`);
    const eq = arg.indexOf("=");
    if (eq > 0) {
      out.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith("--")) {
      out.set(arg.slice(2), argv[++i]!);
    } else {
      out.set(arg.slice(2), true);
    }
  }
  return out;
}

/** A positive integer; accepts 100000, 100_000, 100k and 1m. */
export function intArg(args: Map<string, string | true>, name: string, fallback: number): number {
  const raw = args.get(name);
  if (raw === undefined) return fallback;
  if (raw === true) throw new Error(`--${name} braucht einen Wert`);
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(raw.replace(/_/g, ""));
  if (!m) throw new Error(`--${name}: keine Zahl: ${raw}`);
  const factor = { "": 1, k: 1_000, m: 1_000_000 }[m[2]!.toLowerCase() as "" | "k" | "m"];
  const value = Math.round(Number(m[1]) * factor);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} muss positiv sein`);
  return value;
}
