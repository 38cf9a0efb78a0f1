import { checkoutEndpoints } from "./schemas/checkout.ts";
import { employerEndpoints } from "./schemas/employers.ts";
import { jobEditorEndpoints } from "./schemas/job-editor.ts";
import { notificationEndpoints } from "./schemas/notifications.ts";

/**
 * Every feature's endpoint table in one object. The browser's client (`web/lib/api.ts`)
 * imports only its type; the contract test (`tests/api/contract.test.ts`) checks that the
 * server registers each entry and nothing else under /api.
 */
export const apiContract = {
  ...checkoutEndpoints,
  ...employerEndpoints,
  ...jobEditorEndpoints,
  ...notificationEndpoints,
};
export type ApiContract = typeof apiContract;
