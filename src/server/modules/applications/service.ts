// What other modules use of applications (docs/ARCHITECTURE.md: a module is reached through its
// service.ts): the employer's applications in the data rights (data-rights module).
export {
  applicationCountOf,
  applicationsExport,
  deleteEmployerApplications,
  removeApplicationFiles,
} from "./employer-data.ts";
export { mayReadApplications } from "./inbox.ts";
