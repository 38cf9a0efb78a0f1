import { createContext } from "react-router";
import type { Translatable } from "./i18n.ts";
import type { Locale } from "./locales.ts";
import type { BlogPost, BlogPostSummary } from "./schemas/blog.ts";
import type { BillingAddressData, PlansResponse } from "./schemas/checkout.ts";
import type { AdminUser } from "./schemas/admin.ts";
import type { AdminEmployer, AuditEntry } from "./schemas/admin-employers.ts";
import type { AdminJob, AdminJobsQuery } from "./schemas/admin-jobs.ts";
import type { AdminOrderList, AdminOrdersQuery } from "./schemas/admin-orders.ts";
import type { SearchStats, StatsPeriod } from "./schemas/admin-stats.ts";
import type {
  AdminContentItems,
  AdminContentKind,
  AdminContentListQuery,
} from "./schemas/admin-content.ts";
import type { Paginated } from "./schemas/common.ts";
import type { PageMetadata } from "./schemas/meta.ts";
import type { Faq, SlugLookup } from "./schemas/pages.ts";
import type { Sector } from "./schemas/sectors.ts";
import type { EmployerProfile } from "./schemas/employers.ts";
import type { EmployerDemand } from "./schemas/demand.ts";
import type { CurrentUser } from "./schemas/user.ts";
import type { SetupLinkState } from "./schemas/setup.ts";
import type { InvitationLinkState, Team } from "./schemas/teams.ts";
import type { Image, JobAdvertisement, JobSummary } from "./schemas/jobs.ts";
import type { CreditSummary, OwnJobAdvertisement, OwnJobFilter } from "./schemas/job-editor.ts";
import type { Order } from "./schemas/checkout.ts";
import type { NotificationList } from "./schemas/notifications.ts";
import type { JobAlert } from "./schemas/job-alerts.ts";
import type {
  ApplicationDetail,
  ApplicationList,
  ApplicationStatus,
  OwnApplication,
  RejectionTemplate,
} from "./schemas/applications.ts";

type JobLookup =
  { status: 200; job: JobAdvertisement } | { status: 404 | 410; message: string; job?: undefined };

/** The owner's view of an ad; 404 for an unknown id and for another employer's ad alike. */
type OwnJobLookup =
  { status: 200; job: OwnJobAdvertisement } | { status: 404; message: string; job?: undefined };

/** A backoffice lookup: the data, or why not (403 not staff, 404 unknown). */
export type StaffResult<T> = { status: 200; data: T } | { status: 403 | 404; message: string };

/** The own employer's billing address, or why not (401 signed out, 403 no company to the account). */
export type BillingAddressLookup =
  { status: 200; data: BillingAddressData } | { status: 401 | 403 };

/** A public company page (ADR 057): the profile's public part and its live ads as cards. */
export interface CompanyPage {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  website: string | null;
  logo: Image | null;
  sectors: Sector[];
  /** The places of its live ads, sorted. */
  places: string[];
  /** The newest live ads, at most COMPANY_PAGE_ADS. */
  jobs: JobSummary[];
  /** How many live ads it has. */
  total: number;
}

/** A company page, the current slug of an earlier one (301), or none (404). */
export type CompanyLookup =
  { status: 200; company: CompanyPage } | { status: 301; slug: string } | { status: 404 };

export interface SectorSeo {
  title: string;
  intro: string;
  /** The intro in every language staff wrote it in (ADR 053); `intro` is its German text. */
  intro_texts: Translatable;
  sector: Sector;
  faq: { question: string; answer: string }[];
}

/**
 * What route loaders may ask the server for. Fastify fills it per request (getLoadContext);
 * web code sees only this interface, never the server's modules (docs/ARCHITECTURE.md).
 * This module is imported by both sides through the same specifier (`#shared/load-context.ts`)
 * so the context token is one instance. Each feature module of the server offers its own part
 * (its `services` in modules/<name>/module.ts); web-services.ts puts the parts together.
 */
export type WebServices = SystemWebServices &
  SectorsWebServices &
  PagesWebServices &
  BlogWebServices &
  JobsWebServices &
  AuthWebServices &
  SetupWebServices &
  TeamsWebServices &
  EmployersWebServices &
  CompaniesWebServices &
  DemandWebServices &
  CheckoutWebServices &
  NotificationsWebServices &
  JobAlertsWebServices &
  ApplicantWebServices &
  ApplicationsInboxWebServices &
  AdminWebServices;

export interface SystemWebServices {
  pageMetadata(): Promise<PageMetadata>;
}

export interface SectorsWebServices {
  listSectors(): Promise<Sector[]>;
}

export interface PagesWebServices {
  resolveSlug(slug: string): Promise<SlugLookup["data"] | null>;
  listFaqs(): Promise<Faq[]>;
}

export interface BlogWebServices {
  listBlogPosts(page: number, pageSize: number): Promise<Paginated<BlogPostSummary>>;
  findBlogPost(slug: string): Promise<BlogPost | null>;
}

export interface JobsWebServices {
  listJobs(options: {
    page: number;
    pageSize: number;
    sector?: string;
  }): Promise<Paginated<JobSummary>>;
  newestJobs(): Promise<JobSummary[]>;
  /** A public job ad, or why it cannot be shown (404 unknown or draft, 410 ended). */
  findJob(id: number): Promise<JobLookup>;
  /** null for an unknown sector slug. */
  sectorSeo(slug: string): Promise<SectorSeo | null>;
  /** An ad of the signed-in user's employer in any status (editor, preview); null when signed out. */
  ownJob(id: number): Promise<OwnJobLookup | null>;
  /**
   * The own employer's ads in every status, newest change first, OWN_JOBS_PAGE_SIZE a page
   * (GET /api/job-advertisements?mine=1); null when signed out. A page past the end answers
   * the last page.
   */
  ownJobs(query: {
    status?: OwnJobFilter;
    page: number;
  }): Promise<Paginated<OwnJobAdvertisement> | null>;
  /** The own employer's credits usable now (GET /api/credits); null when signed out. */
  credits(): Promise<CreditSummary | null>;
}

export interface AuthWebServices {
  /** The signed-in user (the session of this request), or null. */
  currentUser(): Promise<CurrentUser | null>;
}

export interface SetupWebServices {
  /** Whether a setup link (/einrichtung/{token}) still creates the first staff account. */
  setupLinkState(token: string): Promise<SetupLinkState>;
}

export interface TeamsWebServices {
  /** What the invitation page (/einladung/{token}) shows: the form, or why the link is dead. */
  invitationLinkState(token: string): Promise<InvitationLinkState>;
  /** The team of the signed-in user's employer (ADR 058); null when signed out or without one. */
  ownTeam(): Promise<Team | null>;
}

export interface EmployersWebServices {
  /** The signed-in user's first employer's profile (the dashboard), or null when signed out. */
  ownEmployerProfile(): Promise<EmployerProfile | null>;
}

export interface CompaniesWebServices {
  /** The company page of /unternehmen/{slug}. */
  companyPage(slug: string): Promise<CompanyLookup>;
}

export interface DemandWebServices {
  /** The demand around the signed-in user's first employer (GET /api/employers/{id}/demand); null when signed out or without a company. */
  ownEmployerDemand(): Promise<EmployerDemand | null>;
}

export interface CheckoutWebServices {
  /** The bookable plans and the payment methods offered now (/arbeitgeber). */
  listPlans(): Promise<PlansResponse>;
  /** The own employer's orders, newest first (GET /api/orders); null when signed out. */
  ownOrders(): Promise<Order[] | null>;
  /** One of the own employer's orders (/checkout/failed); null when signed out, unknown or another's. */
  ownOrder(id: number): Promise<Order | null>;
  /** The order form's billing address (GET /api/billing-address), read when the form opens. */
  ownBillingAddress(): Promise<BillingAddressLookup>;
}

export interface NotificationsWebServices {
  /** The latest stored notifications and the unread count (GET /api/notifications); null when signed out. */
  notifications(): Promise<NotificationList | null>;
}

/** A page of a job alert's mailed link: what it shows, or the 404 of an unknown link. */
type JobAlertLinkLookup<T> = ({ status: 200 } & T) | { status: 404; message: string };

/** The pages of an alert's mailed links; the sectors named in the page's language. */
export interface JobAlertsWebServices {
  /** The confirm page: the alert, and the manage token once it is confirmed. */
  jobAlertToConfirm(
    token: string,
    locale: Locale,
  ): Promise<JobAlertLinkLookup<{ alert: JobAlert; manage_token: string | null }>>;
  /** The manage page: every alert of the address the token belongs to. */
  jobAlertsToManage(
    token: string,
    locale: Locale,
  ): Promise<JobAlertLinkLookup<{ alerts: JobAlert[] }>>;
  /** The unsubscribe page: the alert its button deletes. */
  jobAlertToUnsubscribe(
    token: string,
    locale: Locale,
  ): Promise<JobAlertLinkLookup<{ alert: JobAlert }>>;
}

export interface ApplicantWebServices {
  /**
   * The applicant's page of their mailed link (`/bewerbung/{token}`): the application, or the
   * 404 of a forged link or one whose application is gone. Opening it changes nothing.
   */
  applicationByToken(
    token: string,
  ): Promise<{ status: 200; application: OwnApplication } | { status: 404; message: string }>;
}

/** An inbox read: the data, or why not (403 another's or staff, 404 unknown or gone). */
export type InboxLookup<T> = { status: 200; data: T } | { status: 403 | 404; message: string };

/** The employer's inbox (ADR 046); each answers null when signed out or without a company. */
export interface ApplicationsInboxWebServices {
  /**
   * The own employer's applications, newest first, APPLICATIONS_PAGE_SIZE a page, with the
   * counts (GET /api/employers/{id}/applications; with `jobId` GET
   * /api/job-advertisements/{id}/applications). A page past the end answers the last page.
   */
  ownApplications(query: {
    jobId?: number;
    status?: ApplicationStatus;
    page: number;
  }): Promise<InboxLookup<ApplicationList> | null>;
  /** One application with its files (GET /api/applications/{id}); marks it seen. */
  ownApplication(id: number): Promise<InboxLookup<ApplicationDetail> | null>;
  /** The own employer's Absage text (GET /api/employers/{id}/rejection-template). */
  ownRejectionTemplate(): Promise<RejectionTemplate | null>;
}

export interface AdminWebServices {
  /** Accounts for the backoffice; null unless the signed-in user is staff. */
  adminUsers(options: { search?: string; page: number }): Promise<Paginated<AdminUser> | null>;
  /** The backoffice's employer detail. */
  adminEmployer(id: number): Promise<StaffResult<AdminEmployer>>;
  adminAuditTrail(employerId: number, page: number): Promise<StaffResult<Paginated<AuditEntry>>>;
  /** Ads moderation: every ad, filtered. */
  adminJobs(query: AdminJobsQuery): Promise<StaffResult<Paginated<AdminJob>>>;
  adminOrders(query: AdminOrdersQuery): Promise<StaffResult<AdminOrderList>>;
  adminSearchStats(days: StatsPeriod): Promise<StaffResult<SearchStats>>;
  /** The backoffice's content sections (sectors, pages, FAQ, blog, plans). */
  adminContent: AdminContentServices;
}

/** Each answers null unless the signed-in user is staff. */
export interface AdminContentServices {
  list<K extends AdminContentKind>(
    kind: K,
    query: AdminContentListQuery,
  ): Promise<Paginated<AdminContentItems[K]> | null>;
  /** `{ item: null }` for an unknown id. */
  get<K extends AdminContentKind>(
    kind: K,
    id: number,
  ): Promise<{ item: AdminContentItems[K] | null } | null>;
}

export interface AppLoadContext {
  requestId: string;
  /** Per-request nonce of the Content-Security-Policy for the inline hydration scripts. */
  cspNonce: string;
  services: WebServices;
}

export const appContext = createContext<AppLoadContext>();
