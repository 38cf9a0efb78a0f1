// The first staff account of a fresh installation ("Operator comfort"): a production
// server of its own on an empty DATA_DIR and no staff account logs a one-time setup link; the
// operator opens it on a phone, creates the account, lands signed in in the backoffice, and the
// link is dead afterwards. (The suite's own server already has a staff account from
// `npm run admin:create`, so it logs no link.)
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  PHONE,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  open,
  preAcceptConsent,
  test,
} from "./support.ts";

const root = resolve(import.meta.dirname, "../..");
// The suite's server has E2E_PORT, its Stripe stand-in the next port; this one the one after.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let server: ChildProcess | undefined;
let dataDir: string;
let setupUrl: string;
let setupLogLine: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "wurzelwerk-e2e-setup-"));
  // `npm start` as a newcomer runs it: the build of the suite's server is reused.
  server = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_URL: ORIGIN,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const line = await new Promise<string>((found, fail) => {
    server!.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const hit = output.split("\n").find((l) => l.includes("setup_url"));
      if (hit) found(hit);
    });
    server!.once("exit", (code) => fail(new Error(`Server beendet (${code}):\n${output}`)));
  });
  setupLogLine = line;
  setupUrl = (JSON.parse(line) as { setup_url: string }).setup_url;
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/readyz`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once("exit", done));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("the setup link from the start log creates the first staff account at 360 px, once", async ({
  page,
  browser,
}) => {
  // `npm start` without APP_KEY / PUSHER_APP_SECRET generated its own,
  // readable by the app's user only.
  const secretsFile = join(dataDir, "secrets.json");
  expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
  const secrets = JSON.parse(readFileSync(secretsFile, "utf8")) as Record<string, string>;
  expect(secrets.APP_KEY).toMatch(/^[\w-]{43}$/);
  expect(secrets.PUSHER_APP_SECRET).toMatch(/^[\w-]{43}$/);

  // The start log says what to do, in German, with the link.
  expect(setupLogLine).toContain("Noch kein Staff-Konto.");
  expect(setupUrl).toMatch(new RegExp(`^${ORIGIN}/einrichtung/[\\w-]{43}$`));

  await page.setViewportSize(PHONE);
  await preAcceptConsent(page);
  await open(page, setupUrl);
  await expect(
    page.getByRole("heading", { level: 1, name: "Wurzelwerk einrichten" }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "/einrichtung 360 px");

  const password = `Wurzel-Team-${Date.now().toString(36)}`;
  await page.getByLabel("Ihr Name").fill("Erika Gärtner");
  await page.getByLabel("E-Mail-Adresse").fill("erika@wurzelwerk.example");
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByLabel("Passwort wiederholen").fill(`${password}-anders`);
  await page.getByRole("button", { name: "Staff-Konto anlegen" }).click();
  await expect(page.getByText("Die Passwort-Bestätigung stimmt nicht überein.")).toBeVisible();
  await expectNoAxeViolations(page, "/einrichtung mit Fehler 360 px");

  await page.getByLabel("Passwort wiederholen").fill(password);
  await page.getByRole("button", { name: "Staff-Konto anlegen" }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin`);
  await expect(
    page.getByText("Ihr Staff-Konto ist angelegt. Sie sind jetzt angemeldet."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Konten" })).toBeVisible();
  await expect(page.getByText("erika@wurzelwerk.example")).toBeVisible();

  // Used: in another browser the link only says so, with the way to the login.
  const other = await browser.newContext({ viewport: PHONE });
  try {
    const visitor = await other.newPage();
    await preAcceptConsent(visitor);
    await open(visitor, setupUrl, 410);
    await expect(visitor.getByRole("alert")).toHaveText(
      "Die Einrichtung ist abgeschlossen: Es gibt schon ein Staff-Konto. Bitte melden Sie sich damit an.",
    );
    await expect(visitor.getByLabel("Ihr Name")).toHaveCount(0);
    await expectNoAxeViolations(visitor, "/einrichtung benutzt 360 px");
    await visitor.getByRole("link", { name: "Zum Login" }).first().click();
    await expect(visitor).toHaveURL(`${ORIGIN}/login?redirect=/admin`);
  } finally {
    await other.close();
  }
});
