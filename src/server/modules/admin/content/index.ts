// The rules of the staff's content management (ADR 015), one file per resource; the routes
// (content-routes.ts) and the backoffice loaders (web-services.ts) import from here. The routes
// check the staff role (requireStaff) before calling in; every change is written with its audit
// entry in one transaction. Nothing here is cached: the public site reads these tables on every
// request, so a change shows at once in every app process (ADR 015 "Immediate effect").
export * from "./blog-posts.ts";
export * from "./faqs.ts";
export * from "./pages.ts";
export * from "./plans.ts";
export { adminContentServices } from "./readers.ts";
export * from "./sectors.ts";
