import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import type { WorkHandler } from "#server/platform/outbox.ts";
import type { ScheduledTask } from "#server/platform/scheduler.ts";

/**
 * What a feature module hands the app (docs/ARCHITECTURE.md 1.2): one object per module,
 * `modules/<name>/module.ts`, listed in modules/index.ts. buildApp registers the route plugins
 * in list order, the scheduler runs the tasks, and the loader services (WebServices) are the
 * modules' `services` parts put together; a module owns its routes, its scheduled work and the
 * part of WebServices declared beside its schemas.
 */
export interface AppModule<S extends object = object> {
  name: string;
  /** Fastify plugins, registered in this order (encapsulated: a hook inside stays inside). */
  routes: readonly ((deps: Deps) => FastifyPluginAsyncZod)[];
  /** Periodic work; each task claims its items in the database (platform/scheduler.ts). */
  tasks?: (deps: Deps) => ScheduledTask[];
  /**
   * Handlers of the queued work this module adds (platform/outbox.ts), by kind: registered in
   * every process at start, so any process may do a row another one added.
   */
  work?: (deps: Deps) => Record<string, WorkHandler>;
  /** This module's part of the route loaders' services, bound to one request. */
  services?: (deps: Deps, request: FastifyRequest) => S;
}

type ServicesOf<M> = M extends { services: (deps: Deps, request: FastifyRequest) => infer S }
  ? S
  : unknown;
/** Every module's services part, one object: what createWebServices hands the loaders. */
export type ComposedServices<M extends readonly unknown[]> = M extends readonly [
  infer First,
  ...infer Rest,
]
  ? ServicesOf<First> & ComposedServices<Rest>
  : unknown;

export function composeServices<const M extends readonly AppModule[]>(
  modules: M,
  deps: Deps,
  request: FastifyRequest,
): ComposedServices<M> {
  const services: Record<string, unknown> = {};
  for (const module of modules) {
    const part = module.services?.(deps, request);
    if (!part) continue;
    for (const name of Object.keys(part)) {
      // Two modules offering one name would silently shadow each other.
      if (name in services) throw new Error(`web service ${name} is offered twice`);
    }
    Object.assign(services, part);
  }
  return services as ComposedServices<M>;
}
