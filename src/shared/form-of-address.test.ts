import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The app's form of address (docs/product.md "Language and form of address"): seekers are
 * addressed with du, employers and staff with Sie, everywhere. This walks src/web, src/server
 * and src/shared by area, takes every string literal, template text and JSX text, and fails on
 * the other area's forms. What more than one audience reads (ui/, lib/, the page frame, the
 * place field, the contact form, the platform's error answers) addresses nobody: it fails on
 * both. Seed content (server/db/seed) is the team's editable copy, written per audience, and
 * not walked.
 */
const ROOT = join(import.meta.dirname, "..", "..");

type Area = "seeker" | "employer" | "staff" | "shared";

/** Longest matching prefix wins; a file no prefix names is "shared". Paths from the repository root. */
const AREAS: [string, Area][] = [
  // Seekers: search, results, job pages, the public pages and the consent banner.
  ["src/web/features/search/", "seeker"],
  ["src/web/features/jobs/", "seeker"],
  ["src/web/features/consent/", "seeker"],
  ["src/web/features/saved-jobs/", "seeker"],
  ["src/web/features/pages/", "seeker"],
  ["src/web/features/layout/components/sector-links.tsx", "seeker"],
  // The interface texts per language (ADR 051): the seekers' areas.
  ["src/web/messages/", "seeker"],
  ["src/web/routes/home.tsx", "seeker"],
  ["src/web/routes/jobs.tsx", "seeker"],
  ["src/web/routes/job.tsx", "seeker"],
  ["src/web/routes/sector-jobs.tsx", "seeker"],
  ["src/web/routes/saved-jobs.tsx", "seeker"],
  ["src/web/routes/blog-post.tsx", "seeker"],
  ["src/web/routes/content-page.tsx", "seeker"],
  ["src/server/modules/search/", "seeker"],
  ["src/server/modules/geocoding/", "seeker"],
  ["src/server/modules/blog/", "seeker"],
  ["src/server/modules/pages/", "seeker"],
  ["src/server/modules/jobs/routes.ts", "seeker"],
  ["src/server/modules/jobs/service.ts", "seeker"],
  ["src/shared/schemas/jobs.ts", "seeker"],
  // An ad's texts as seekers read them: the job page, its JSON-LD, the job feed, the mails.
  ["src/shared/ad-text.ts", "seeker"],
  ["src/shared/team-messages.ts", "employer"],
  ["src/shared/schemas/geocoding.ts", "seeker"],
  // Job alerts (Suchauftrag): the seeker's mails and the pages of their links.
  ["src/web/features/job-alerts/", "seeker"],
  ["src/web/routes/job-alert", "seeker"],
  ["src/server/modules/job-alerts/", "seeker"],
  ["src/shared/schemas/job-alerts.ts", "seeker"],
  ["src/shared/job-alert-words.ts", "seeker"],
  // Applications (Bewerbung): the applicant's form, link and mails; the employer's notice.
  ["src/server/modules/applications/apply", "seeker"],
  ["src/server/modules/applications/web-services.ts", "seeker"],
  ["src/web/features/apply/", "seeker"],
  ["src/web/routes/application.tsx", "seeker"],
  ["src/server/modules/applications/applicant-mail", "seeker"],
  ["src/server/modules/applications/employer-notice.ts", "employer"],
  ["src/server/modules/applications/rejection-mail", "seeker"],
  ["src/server/modules/applications/inbox", "employer"],
  ["src/shared/schemas/applications.ts", "seeker"],
  // Employers: their landing page, account, dashboard, editor, checkout, notifications.
  ["src/web/features/pages/components/employer-page.tsx", "employer"],
  ["src/web/features/auth/", "employer"],
  ["src/web/features/employers/", "employer"],
  ["src/web/features/job-editor/", "employer"],
  ["src/web/features/checkout/", "employer"],
  ["src/web/features/notifications/", "employer"],
  ["src/web/features/layout/components/top-banners.tsx", "employer"],
  ["src/web/lib/session-expired.ts", "employer"],
  ["src/web/routes/login.tsx", "employer"],
  ["src/web/routes/register.tsx", "employer"],
  ["src/web/routes/forgot-password.tsx", "employer"],
  ["src/web/routes/reset-password.tsx", "employer"],
  ["src/web/routes/verify-email.tsx", "employer"],
  ["src/web/routes/email-verify-link.tsx", "employer"],
  ["src/web/routes/dashboard.tsx", "employer"],
  ["src/web/routes/job-new.tsx", "employer"],
  ["src/web/routes/job-edit.tsx", "employer"],
  ["src/web/routes/job-preview.tsx", "employer"],
  ["src/web/routes/checkout-", "employer"],
  ["src/web/features/applications/", "employer"],
  ["src/web/routes/applications-inbox.tsx", "employer"],
  ["src/web/routes/application-detail.tsx", "employer"],
  ["src/server/modules/auth/", "employer"],
  ["src/server/modules/employers/", "employer"],
  ["src/server/modules/checkout/", "employer"],
  ["src/server/modules/notifications/", "employer"],
  ["src/server/modules/data-rights/", "employer"],
  ["src/server/modules/realtime/", "employer"],
  ["src/server/modules/jobs/editor", "employer"],
  ["src/server/modules/jobs/lifecycle.ts", "employer"],
  ["src/server/modules/jobs/own-jobs.ts", "employer"],
  ["src/server/modules/jobs/delete-draft.ts", "employer"],
  ["src/server/modules/jobs/expiry.ts", "employer"],
  ["src/server/platform/connection-limits.ts", "employer"],
  ["src/server/platform/passwords.ts", "employer"],
  ["src/server/platform/media/", "employer"],
  ["src/shared/schemas/job-editor.ts", "employer"],
  ["src/shared/schemas/employers.ts", "employer"],
  ["src/shared/schemas/auth.ts", "employer"],
  ["src/shared/schemas/checkout.ts", "employer"],
  ["src/shared/schemas/data-rights.ts", "employer"],
  ["src/shared/data-rights-messages.ts", "employer"],
  ["src/shared/job-published-message.ts", "employer"],
  ["src/shared/account-messages.ts", "employer"],
  // What each ad achieved (ADR 060): the dashboard's figures and chart.
  ["src/web/features/job-stats/", "employer"],
  ["src/server/modules/job-stats/", "employer"],
  ["src/shared/schemas/job-stats.ts", "employer"],
  // Team accounts (ADR 058): the owner's dashboard, the invitee's page and mail.
  ["src/server/modules/teams/", "employer"],
  ["src/shared/schemas/teams.ts", "employer"],
  ["src/web/routes/invitation.tsx", "employer"],
  // Staff, and the operator who starts the app (start-up messages).
  ["src/web/features/admin/", "staff"],
  ["src/web/routes/admin", "staff"],
  ["src/web/routes/setup.tsx", "staff"],
  ["src/server/modules/admin/", "staff"],
  ["src/server/modules/setup/", "staff"],
  ["src/server/main.ts", "staff"],
  ["src/server/config.ts", "staff"],
  ["src/server/secrets.ts", "staff"],
  ["src/server/db/", "staff"],
  ["src/shared/schemas/admin", "staff"],
  ["src/shared/schemas/setup.ts", "staff"],
];

/** Not walked: the team's seed copy (see above) and this test's own patterns. */
const SKIPPED = ["src/server/db/seed/", "src/shared/form-of-address.test.ts"];

/**
 * Texts that keep the other form, each with its reason:
 * - docs/product.md "Texts and messages" quotes the e-mail confirmation toast with du, although only employers register.
 * - „Deine Aufgaben“ and „Dein Profil“ are the headings of a published ad, which seekers read;
 *   the employer's editor names its fields (and their translations' fields) after them.
 * - 401 and 403 answers come only from routes behind a login (employers, staff).
 * - The applications' contract holds the seeker's form and the employer's inbox side by side;
 *   the inbox's few texts (editor step 3, status, Absage text) speak to the employer.
 */
const ALLOWED: Record<string, RegExp[]> = {
  "src/web/features/auth/messages.ts": [/^Deine E-Mail Adresse wurde erfolgreich verifiziert\.$/],
  "src/web/features/job-editor/components/step2-form.tsx": [/^Dein(e Aufgaben| Profil)$/],
  "src/web/features/job-editor/components/translations-section.tsx": [/^Dein(e Aufgaben| Profil)$/],
  "src/server/modules/jobs/editor.ts": [/^Dein(e Aufgaben| Profil)$/],
  // The translations' messages name the field and the language: „Dein Profil (Polnisch)“.
  "src/shared/schemas/job-editor.ts": [/^Dein(e Aufgaben| Profil)( \( … \))?$/],
  "src/shared/schemas/applications.ts": [
    /^Bewerbung über Ihre Webseite$/,
    /^Bitte wählen Sie einen Status\.$/,
    /^Bitte geben Sie einen Text ein\.$/,
  ],
  "src/server/platform/errors.ts": [
    /^Sie sind nicht angemeldet\.$/,
    /^Sie haben keine Berechtigung für diese Aktion\.$/,
  ],
};

const SIE = /(^|[^\p{L}])(Sie|Ihre?[mnrs]?|Ihnen)(?![\p{L}])/u;
const DU =
  /(^|[^\p{L}])([Dd]u|[Dd]ein(e[mnrs]?)?|[Dd]ich|[Dd]ir|[Gg]ib|[Ww]ähle|[Pp]asse|[Ff]inde|bist|hast|kannst|möchtest|willst|musst|suchst|findest)(?![\p{L}])/u;

function areaOf(path: string): Area {
  let best: [string, Area] = ["", "shared"];
  for (const entry of AREAS)
    if (path.startsWith(entry[0]) && entry[0].length > best[0].length) best = entry;
  return best[1];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (SKIPPED.some((skipped) => path.startsWith(skipped))) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The texts of a file: string literals, the literal parts of templates (joined by „…“), JSX text. */
function textsOf(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(join(ROOT, path), "utf8"),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" … "));
    else if (ts.isJsxText(node) && node.text.trim())
      texts.push(node.text.replace(/\s+/g, " ").trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Every text in the wrong form, as "path: text", by the rule it breaks. */
function wrongForms(): {
  sieForSeekers: string[];
  duForEmployersOrStaff: string[];
  addressInShared: string[];
} {
  const found = {
    sieForSeekers: [] as string[],
    duForEmployersOrStaff: [] as string[],
    addressInShared: [] as string[],
  };
  for (const path of ["src/web", "src/server", "src/shared"].flatMap(sourceFiles)) {
    const area = areaOf(path);
    const allowed = ALLOWED[path] ?? [];
    for (const text of textsOf(path)) {
      if (allowed.some((pattern) => pattern.test(text))) continue;
      const sie = SIE.test(text);
      const du = DU.test(text);
      if (area === "seeker" && sie) found.sieForSeekers.push(`${path}: ${text}`);
      if ((area === "employer" || area === "staff") && du)
        found.duForEmployersOrStaff.push(`${path}: ${text}`);
      if (area === "shared" && (sie || du)) found.addressInShared.push(`${path}: ${text}`);
    }
  }
  return found;
}

describe("form of address by area", () => {
  const found = wrongForms();
  it("seekers are addressed with du", () => {
    expect(found.sieForSeekers).toEqual([]);
  });
  it("employers and staff are addressed with Sie", () => {
    expect(found.duForEmployersOrStaff).toEqual([]);
  });
  it("what every audience reads addresses nobody", () => {
    expect(found.addressInShared).toEqual([]);
  });
  it("the patterns catch the forms they are meant for", () => {
    expect(SIE.test("Bitte geben Sie einen Stellentitel an.")).toBe(true);
    expect(SIE.test("mit Ihrer Zustimmung")).toBe(true);
    expect(SIE.test("Sieben Fachrichtungen")).toBe(false);
    expect(DU.test("Bitte gib einen Stellentitel an.")).toBe(true);
    expect(DU.test("Bitte wähle einen Ort.")).toBe(true);
    expect(DU.test("direkt, Dienst, Dusche")).toBe(false);
  });
});
