import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PREFIXED_LOCALES } from "#shared/locales.ts";

// The seeker pages whose texts are translated, under each language's prefix (ADR 051): the same
// module as the German route, an id of its own. Their German paths are LOCALIZED_PAGES (but
// for the private page of the applicant's link).
const languageVersions = PREFIXED_LOCALES.flatMap((locale) => [
  route(locale, "routes/home.tsx", { id: `routes/home-${locale}` }),
  route(`${locale}/merkliste`, "routes/saved-jobs.tsx", { id: `routes/saved-jobs-${locale}` }),
  route(`${locale}/jobs/:id`, "routes/job.tsx", { id: `routes/job-${locale}` }),
  route(`${locale}/jobs`, "routes/jobs.tsx", { id: `routes/jobs-${locale}` }),
  route(`${locale}/jobs-im-bereich/:slug`, "routes/sector-jobs.tsx", {
    id: `routes/sector-jobs-${locale}`,
  }),
  // A job alert's mailed links, in the language the alert was made in.
  route(`${locale}/suchauftrag/bestaetigen/:token`, "routes/job-alert-confirm.tsx", {
    id: `routes/job-alert-confirm-${locale}`,
  }),
  route(`${locale}/suchauftraege/:token`, "routes/job-alerts-manage.tsx", {
    id: `routes/job-alerts-manage-${locale}`,
  }),
  route(`${locale}/suchauftrag/abmelden/:token`, "routes/job-alert-unsubscribe.tsx", {
    id: `routes/job-alert-unsubscribe-${locale}`,
  }),
  // The applicant's mailed link in the language they applied in: private (noindex), so not
  // in LOCALIZED_PAGES, the sitemap or hreflang.
  route(`${locale}/bewerbung/:token`, "routes/application.tsx", {
    id: `routes/application-${locale}`,
  }),
]);

// Pages of docs/product.md "Pages and addresses" owned so far. Content pages (/faq, /kontakt, /ueber-uns, /blog,
// /arbeitgeber, /arbeitgeber-info, /datenschutz, /impressum, /agb, and anything staff
// create) are resolved by slug in the catch-all, which also renders NotFound.
export default [
  index("routes/home.tsx"),
  ...languageVersions,
  route("blog/:slug", "routes/blog-post.tsx"),
  route("jobs", "routes/jobs.tsx"),
  route("jobs/:id", "routes/job.tsx"),
  route("jobs-im-bereich/:slug", "routes/sector-jobs.tsx"),
  // An employer's public page (ADR 057), German only.
  route("unternehmen/:slug", "routes/company.tsx"),
  route("merkliste", "routes/saved-jobs.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password/:token", "routes/reset-password.tsx"),
  // The one-time setup link a start without staff account logs.
  route("einrichtung/:token", "routes/setup.tsx"),
  // The link of a team invitation (ADR 058): the colleague sets name and password.
  route("einladung/:token", "routes/invitation.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("email/verify", "routes/verify-email.tsx", { id: "routes/email-verify" }),
  route("email/verify/:id/:hash", "routes/email-verify-link.tsx"),
  // The links of the job alerts' mails (ADR 042): confirm, manage, unsubscribe.
  route("suchauftrag/bestaetigen/:token", "routes/job-alert-confirm.tsx"),
  route("suchauftraege/:token", "routes/job-alerts-manage.tsx"),
  route("suchauftrag/abmelden/:token", "routes/job-alert-unsubscribe.tsx"),
  // The employer's inbox (ADR 046): every ad's applications, or one ad's with ?anzeige=.
  route("dashboard/bewerbungen", "routes/applications-inbox.tsx"),
  route("dashboard/bewerbungen/:id", "routes/application-detail.tsx"),
  // The link of an applicant's confirmation mail (ADR 046): see and withdraw the application.
  route("bewerbung/:token", "routes/application.tsx"),
  route("dashboard/job", "routes/job-new.tsx"),
  route("dashboard/job/preview", "routes/job-preview.tsx"),
  route("dashboard/job/:id", "routes/job-edit.tsx"),
  // The staff backoffice: one layout (guard, navigation of features/admin/nav.ts), a page per section.
  route("admin", "routes/admin-layout.tsx", [
    index("routes/admin.tsx"),
    route("arbeitgeber/:id", "routes/admin-employer.tsx"),
    route("anzeigen", "routes/admin-jobs.tsx"),
    route("bestellungen", "routes/admin-orders.tsx"),
    route("statistik", "routes/admin-stats.tsx"),
    // Content sections (features/admin/content/sections.ts): a list and a form each.
    ...[
      ["branchen", "sectors"],
      ["seiten", "pages"],
      ["faq", "faqs"],
      ["blog", "blog-posts"],
      ["tarife", "plans"],
    ].flatMap(([path, kind]) => [
      route(path!, "routes/admin-content-list.tsx", { id: `admin-${kind}` }),
      route(`${path}/:id`, "routes/admin-content-edit.tsx", { id: `admin-${kind}-edit` }),
    ]),
  ]),
  route("checkout/process", "routes/checkout-process.tsx"),
  route("checkout/failed", "routes/checkout-failed.tsx"),
  // Loader only: the checkout dialog's billing address (features/checkout, ADR 026).
  route("checkout/billing-address", "routes/checkout-billing-address.ts"),
  route("*", "routes/content-page.tsx"),
] satisfies RouteConfig;
