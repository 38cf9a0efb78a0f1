/**
 * A hostile-input fuzzer that walks the app's own OpenAPI document (`/api/docs`, generated from
 * the route schemas) and derives, per operation, requests that are wrong in one place at a time:
 * each body field, query parameter and path parameter replaced by values of the wrong type, past
 * its bounds, in odd unicode, or carrying SQL/HTML fragments; and whole bodies that are broken
 * JSON, huge, deeply nested, of the wrong media type, or prototype-polluting.
 *
 * The runner checks the promises of docs/ARCHITECTURE.md for every answer: never a 5xx, every 4xx a
 * `{ message }` in German (422 also with German field errors), and a refused request changes no
 * row. It is used by tests/api/fuzz.test.ts (the short form in CI) and bench/fuzz.ts (the full
 * run). No test runner imports here, so both can use it.
 */
import type { Random } from "../../bench/lib/random.ts";
import { HANNOVER_ALERT } from "./places.ts";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: Json;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzRequest {
  method: string;
  /** The path template of the document, e.g. /api/employers/{id}. */
  route: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What was broken, for the report. */
  case: string;
}

/** Values that are wrong for almost any field: types, bounds, encodings, injections. */
const HOSTILE_VALUES: readonly Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  1e308,
  "",
  " ",
  "a",
  "x".repeat(5000),
  "9".repeat(400),
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "2026-02-30",
  "0000-00-00",
  "' OR '1'='1' --",
  "1; DROP TABLE users; --",
  "\\'; SELECT pg_sleep(5); --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}",
  "../../../../etc/passwd",
  "%00%0d%0aSet-Cookie: x=1",
  "\u0000",
  "\ud800",
  "\u202egnp.exe",
  "Zero\u200bWidth\ufeff",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🌱🌳",
  "١٢٣٤٥",
  "Ｆｕｌｌｗｉｄｔｈ１２",
  [],
  [null],
  ["<b>x</b>", 1, {}],
  {},
  { __proto__: { is_admin: true } } as unknown as Json,
  { constructor: { prototype: { is_admin: true } } },
  { $gt: "" },
];

const HOSTILE_PATH_VALUES: readonly string[] = [
  "0",
  "-1",
  "abc",
  "1.5",
  "1e3",
  "99999999999999999999",
  "2147483648",
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "1%3B%20DROP%20TABLE%20users",
  "%EF%BC%91",
  "%F0%9F%8C%B1",
  "%3Cscript%3E",
  "x".repeat(3000),
  "%ff%fe",
];

/**
 * Text PostgreSQL cannot store (these answered 500 from a jsonb or text column). Unlike
 * the values above, which are sampled, every string field, query and path parameter gets these.
 */
// A date of a valid form that PostgreSQL cannot store (it knows no year 0).
const UNSTORABLE_VALUES: readonly string[] = [
  "Gärtnerei\u0000Müller",
  "Baumschule \ud800",
  "0000-01-01",
];
/** The same in a path (a lone surrogate cannot be percent-encoded as UTF-8; %ED%A0%80 is a 400). */
const UNSTORABLE_PATH_VALUES: readonly string[] = ["1%00", "faq%00x"];

/** A value that satisfies the schema, so that one broken field is the only reason to refuse. */
function validValue(schema: JsonSchema | undefined, random: Random, depth = 0): Json {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  if (schema.default !== undefined && random.chance(0.3)) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const concrete = variants.filter((v) => v.type !== "null");
    return validValue(random.pick(concrete.length ? concrete : variants), random, depth + 1);
  }
  if (schema.allOf?.length) return validValue(schema.allOf[0], random, depth + 1);
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== "null") ?? "null")
    : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, Json> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.5)) {
          out[key] = validValue(prop, random, depth + 1);
        }
      }
      return out;
    }
    case "array": {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => validValue(schema.items, random, depth + 1));
    }
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      const max = Math.min(schema.maximum ?? min + 100, min + 1000);
      return Math.floor(min + random.next() * (max - min));
    }
    case "boolean":
      return true;
    case "null":
      return null;
    case "string": {
      if (schema.format === "email") return "fuzz@beispiel.example";
      if (schema.format === "uri") return "https://beispiel.example/";
      if (schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") return "2027-03-01";
      if (schema.pattern === "^[A-Z]{2}$") return "DE";
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
      return "Gärtnerei".padEnd(length, "x").slice(0, Math.max(length, 1));
    }
    default:
      return "wert";
  }
}

function bodySchema(operation: Operation): { type: string; schema?: JsonSchema } | undefined {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  const type = Object.keys(content)[0];
  return type ? { type, schema: content[type]?.schema } : undefined;
}

function fillPath(route: string, values: Record<string, string>): string {
  return route.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? "1");
}

function withQuery(path: string, query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function asQueryValue(value: Json): string | string[] {
  if (Array.isArray(value)) return value.map((v) => JSON.stringify(v));
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** Deep JSON nesting that would exhaust a naive recursive parser or validator. */
function deepNesting(levels: number): string {
  return `${'{"a":['.repeat(levels)}1${"]}".repeat(levels)}`;
}

/**
 * Every hostile request for one operation. `pathValues` supplies ids of resources the caller
 * may reach (its own employer, its own draft …), so body checks are reached instead of a 404.
 */
function requestsFor(
  route: string,
  method: string,
  operation: Operation,
  pathValues: Record<string, string>,
  random: Random,
  perField: number,
  knownBody?: Json,
): FuzzRequest[] {
  const upper = method.toUpperCase();
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const body = bodySchema(operation);
  const baseQuery = (): Record<string, string | string[]> =>
    Object.fromEntries(
      queryParams
        .filter((p) => p.required)
        .map((p) => [p.name, asQueryValue(validValue(p.schema, random))]),
    );
  const basePath = fillPath(route, pathValues);
  // A body the route accepts, when the caller knows one (`knownBodies`): then one hostile field
  // is the only fault, and it reaches the database. Otherwise one made from the schema, which
  // may fail on another field first (a reference to a row that does not exist, a format).
  const baseBody = (): Json =>
    knownBody !== undefined
      ? (JSON.parse(JSON.stringify(knownBody)) as Json)
      : body
        ? validValue(body.schema, random)
        : null;
  const json = { "content-type": "application/json" };
  const out: FuzzRequest[] = [];
  const push = (r: Omit<FuzzRequest, "method" | "route">) =>
    out.push({ method: upper, route, ...r });
  const sendsBody = upper !== "GET" && upper !== "HEAD";

  for (const param of pathParams) {
    for (const value of [
      ...pickSome(HOSTILE_PATH_VALUES, perField, random),
      ...UNSTORABLE_PATH_VALUES,
    ]) {
      push({
        url: withQuery(fillPath(route, { ...pathValues, [param.name]: value }), baseQuery()),
        headers: sendsBody && body ? json : {},
        body: sendsBody && body ? JSON.stringify(baseBody()) : undefined,
        case: `path ${param.name}=${value.slice(0, 40)}`,
      });
    }
  }
  for (const param of queryParams) {
    for (const value of [...pickSome(HOSTILE_VALUES, perField, random), ...UNSTORABLE_VALUES]) {
      push({
        url: withQuery(basePath, { ...baseQuery(), [param.name]: asQueryValue(value) }),
        headers: {},
        case: `query ${param.name}=${JSON.stringify(value)?.slice(0, 40)}`,
      });
    }
    push({
      url: withQuery(basePath, { ...baseQuery(), [param.name]: ["1", "2", "<x>"] }),
      headers: {},
      case: `query ${param.name} repeated`,
    });
  }
  if (queryParams.length || upper === "GET") {
    push({
      url: withQuery(basePath, {
        ...baseQuery(),
        "__proto__[is_admin]": "1",
        ["x".repeat(300)]: "1",
      }),
      headers: {},
      case: "query unknown and polluting keys",
    });
  }

  if (sendsBody) {
    const fields = body?.schema?.properties ?? {};
    for (const [name, schema] of Object.entries(fields)) {
      for (const value of [...pickSome(HOSTILE_VALUES, perField, random), ...UNSTORABLE_VALUES]) {
        const doc = baseBody() as Record<string, Json>;
        push({
          url: basePath,
          headers: json,
          body: JSON.stringify({ ...doc, [name]: value }),
          case: `body ${name}=${JSON.stringify(value)?.slice(0, 40)}`,
        });
      }
      const without = Object.fromEntries(
        Object.entries(baseBody() as Record<string, Json>).filter(([key]) => key !== name),
      );
      push({
        url: basePath,
        headers: json,
        body: JSON.stringify(without),
        case: `body without ${name}`,
      });
      // One level deeper for nested objects (e.g. step1's location).
      if (schema.type === "object" && schema.properties) {
        for (const inner of Object.keys(schema.properties)) {
          for (const value of [random.pick(HOSTILE_VALUES), random.pick(UNSTORABLE_VALUES)]) {
            const doc = baseBody() as Record<string, Json>;
            const nested = { ...(validValue(schema, random) as Record<string, Json>) };
            nested[inner] = value;
            push({
              url: basePath,
              headers: json,
              body: JSON.stringify({ ...doc, [name]: nested }),
              case: `body ${name}.${inner}=${JSON.stringify(value)?.slice(0, 40)}`,
            });
          }
        }
      }
    }
    const whole: Array<[string, Record<string, string>, string | Buffer]> = [
      ["broken JSON", json, '{"a":'],
      ["JSON null", json, "null"],
      ["JSON array", json, "[1,2,3]"],
      ["JSON string", json, '"text"'],
      ["JSON number", json, "42"],
      ["deep nesting", json, deepNesting(5000)],
      ["huge body", json, JSON.stringify({ text: "x".repeat(3 * 1024 * 1024) })],
      [
        "__proto__ body",
        json,
        '{"__proto__":{"is_admin":true},"constructor":{"prototype":{"x":1}}}',
      ],
      ["duplicate keys", json, '{"email":"a@b.example","email":{"$ne":null}}'],
      ["unstorable keys", json, '{"name\\u0000":"x","\\ud800":1,"list":["\\udfff"]}'],
      ["text/plain", { "content-type": "text/plain" }, "email=a@b.example"],
      ["form encoded", { "content-type": "application/x-www-form-urlencoded" }, "a=1&b[]=2"],
      [
        "xml",
        { "content-type": "application/xml" },
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      ],
      ["multipart without boundary", { "content-type": "multipart/form-data" }, "--x\r\n"],
      ["bad charset", { "content-type": "application/json; charset=utf-7" }, "{}"],
      [
        "invalid UTF-8",
        json,
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      ],
    ];
    for (const [name, headers, payload] of whole) {
      push({ url: basePath, headers, body: payload, case: `whole body: ${name}` });
    }
  }
  return out;
}

function pickSome<T>(items: readonly T[], count: number, random: Random): T[] {
  if (count >= items.length) return [...items];
  const copy = [...items];
  const out: T[] = [];
  while (out.length < count) out.push(copy.splice(Math.floor(random.next() * copy.length), 1)[0]!);
  return out;
}

/** Every hostile request for the whole document, in a stable order for one seed. */
export function requestsForDocument(
  doc: OpenApiDocument,
  options: {
    random: Random;
    perField: number;
    /** Ids by route and method (a DELETE may need a row of its own, so the others keep theirs). */
    pathValues: (route: string, method: string) => Record<string, string>;
    skip?: (method: string, route: string) => boolean;
    /** Bodies the route accepts, by "METHOD /route" (see `knownBodies`). */
    bodies?: Record<string, Json>;
  },
): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (options.skip?.(method.toUpperCase(), route)) continue;
      out.push(
        ...requestsFor(
          route,
          method,
          operation,
          options.pathValues(route, method.toUpperCase()),
          options.random,
          options.perField,
          options.bodies?.[`${method.toUpperCase()} ${route}`],
        ),
      );
    }
  }
  return out;
}

/**
 * Accepted bodies of the routes where unstorable text once reached a jsonb or text column
 * (employer name, step 1 title, step 2 description, billing address), for
 * the ids of the run's own rows.
 */
export function knownBodies(ids: { sectorId: number; planId: number }): Record<string, Json> {
  return {
    "PUT /api/applications/{id}/status": { status: "in_pruefung" },
    "PUT /api/employers/{id}/rejection-template": { rejection_template: "Hallo {name}" },
    "PUT /api/employers/{id}": {
      name: "Gärtnerei Sonnenhang GmbH",
      description: "Familienbetrieb seit 1952.",
      website: "https://www.sonnenhang.example",
      email: "jobs@sonnenhang.example",
      phone: "0511 1234567",
      street: "Am Sonnenhang 3",
      zipcode: "30159",
      city: "Hannover",
      sector_ids: [ids.sectorId],
    },
    "PUT /api/job-advertisements/{id}/step1": {
      title: "Landschaftsgärtner (m/w/d)",
      sectors: [ids.sectorId],
      working_time: "Vollzeit",
      starts_at: null,
      location: {
        formatted_address: "Hannover",
        street: null,
        street_number: null,
        zipcode: "30159",
        location: "Hannover",
        state: "Niedersachsen",
        country: "DE",
        latitude: 52.3744,
        longitude: 9.7386,
      },
    },
    "PUT /api/job-advertisements/{id}/step2": {
      description: "<p>Wir pflegen Parks und Privatgärten in der Region Hannover.</p>",
      tasks: "<ul><li>Pflanzungen</li><li>Pflege</li></ul>",
      profile: "<p>Ausbildung im GaLaBau oder Erfahrung.</p>",
      benefits: "<p>Faire Bezahlung, Dienstwagen.</p>",
      translations: {
        pl: {
          title: "Ogrodnik krajobrazu (m/k/d)",
          description: "<p>Pielęgnujemy parki i prywatne ogrody w regionie Hanoweru.</p>",
          tasks: "<ul><li>Sadzenie</li><li>Pielęgnacja</li></ul>",
          profile: "<p>Wykształcenie ogrodnicze lub doświadczenie.</p>",
          benefits: "",
        },
      },
    },
    "POST /api/job-alerts": {
      ...HANNOVER_ALERT,
      email: "suchauftrag@example.org",
      sectors: [ids.sectorId],
    },
    // Team accounts (ADR 058): an invitation, and its acceptance with a link that is none.
    "POST /api/team/invitations": { email: "kollegin@team.example" },
    "POST /api/team/invitations/accept": {
      token: "A".repeat(43),
      name: "Mara Kollegin",
      password: "Kollegin-Gartenbau-2026",
      password_confirmation: "Kollegin-Gartenbau-2026",
    },
    "POST /api/checkout": {
      plan_id: ids.planId,
      payment_method: "invoice",
      accept_terms: true,
      billing_address: {
        company: "Gärtnerei Müller & Söhne",
        name: "Erika Müller",
        street: "Gartenstraße 3",
        zipcode: "85354",
        city: "Freising",
        country: "DE",
      },
    },
  };
}

// English words of framework defaults; a German answer has none of them.
const ENGLISH =
  /\b(the|must|should|is required|not found|invalid|unsupported|expected|request|body|property|error|payload|unexpected|route|too large|forbidden|unauthorized)\b/i;

/** True when the text reads as one of ours: non-empty, without English framework wording. */
function looksGerman(text: unknown): boolean {
  return typeof text === "string" && text.trim().length > 0 && !ENGLISH.test(text);
}

export interface FuzzAnswer {
  status: number;
  body: string;
  contentType: string | undefined;
}

interface Finding {
  request: FuzzRequest;
  status: number;
  problem: string;
  body: string;
}

export interface FuzzReport {
  sent: number;
  byStatus: Map<number, number>;
  findings: Finding[];
}

/**
 * Sends every request, checks each answer, and compares the database before and after every
 * refused request (`fingerprint` hashes all rows that a request could change).
 */
export async function runFuzz(
  requests: readonly FuzzRequest[],
  send: (request: FuzzRequest) => Promise<FuzzAnswer>,
  fingerprint: () => Promise<string>,
): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, byStatus: new Map(), findings: [] };
  let before = await fingerprint();
  for (const request of requests) {
    const answer = await send(request);
    report.sent += 1;
    report.byStatus.set(answer.status, (report.byStatus.get(answer.status) ?? 0) + 1);
    const problem = checkAnswer(answer);
    if (problem) {
      report.findings.push({
        request,
        status: answer.status,
        problem,
        body: answer.body.slice(0, 300),
      });
    }
    const after = await fingerprint();
    if (answer.status >= 400 && after !== before) {
      report.findings.push({
        request,
        status: answer.status,
        problem: "refused request changed rows",
        body: answer.body.slice(0, 300),
      });
    }
    before = after;
  }
  return report;
}

function checkAnswer(answer: FuzzAnswer): string | undefined {
  if (answer.status >= 500) return `server error ${answer.status}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType?.includes("application/json"))
    return `4xx without JSON (${answer.contentType})`;
  let parsed: { message?: unknown; errors?: Record<string, unknown> };
  try {
    parsed = JSON.parse(answer.body) as typeof parsed;
  } catch {
    return "4xx body is not JSON";
  }
  if (!looksGerman(parsed.message)) return `4xx message not German: ${String(parsed.message)}`;
  if (answer.status === 422) {
    if (!parsed.errors || typeof parsed.errors !== "object") return "422 without errors object";
    for (const [field, messages] of Object.entries(parsed.errors)) {
      if (!Array.isArray(messages) || !messages.every(looksGerman)) {
        return `422 field ${field} without German messages: ${JSON.stringify(messages)}`;
      }
    }
  }
  return undefined;
}

/** SQL that hashes every row of the given tables into one text (same on PGlite and PostgreSQL). */
export function fingerprintSql(tables: readonly string[]): string {
  return tables
    .map(
      (table) =>
        `select '${table}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table}" x`,
    )
    .join(" union all ");
}
