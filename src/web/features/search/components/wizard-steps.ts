import type { FilterField } from "../store.ts";

/**
 * The wizard's steps (docs/product.md "Pages and addresses"; order decided in docs/product.md "Search wizard and filter modal"):
 * job type and start first, then sectors, then the region. Each step's question is the search
 * texts' `wizard.<field>`.
 */
export const WIZARD_STEP_LIST: readonly { field: FilterField }[] = [
  { field: "working_time" },
  { field: "job_available_at" },
  { field: "sectors" },
  { field: "location" },
];

/** docs/product.md "Pages and addresses": 25 % per step, counter "n | 4". */
export function wizardProgress(stepIndex: number): { percent: number; counter: string } {
  const total = WIZARD_STEP_LIST.length;
  return { percent: ((stepIndex + 1) / total) * 100, counter: `${stepIndex + 1} | ${total}` };
}
