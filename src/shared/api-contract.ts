import { notificationEndpoints } from "./schemas/notifications.ts";

/**
 * Every feature's endpoint table in one object. The browser's client (`web/lib/api.ts`)
 * imports only its type; the contract test (`tests/api/contract.test.ts`) checks that the
 * server registers each entry and nothing else under /api.
 */
export const apiContract = {
  ...notificationEndpoints,
};
export type ApiContract = typeof apiContract;
