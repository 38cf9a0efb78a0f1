import {
  splitEndpointKey,
  type Endpoint,
  type EndpointKey,
  type EndpointTable,
  type HttpMethod,
} from "#shared/contract.ts";

type MethodOf<K extends EndpointKey> = K extends `${infer M extends HttpMethod} ${string}`
  ? M
  : never;
type UrlOf<K extends EndpointKey> = K extends `${HttpMethod} ${infer U}` ? U : never;

/** Fastify's `schema` of an entry: tags, summary and the zod schemas as they are declared. */
type SchemaOf<E extends Endpoint> = Omit<E, "tags" | "consumes"> & {
  tags: string[];
  consumes?: string[];
};

/**
 * Method, URL and schema of a contract entry, spread into `app.route({ ...endpoint(table, key),
 * handler })`: the route is registered from the contract, so its path, validation, OpenAPI
 * entry and the browser's types come from one declaration (`src/shared/contract.ts`).
 * Server policy (`config`, `bodyLimit`, rate limits, serialisers) stays at the route.
 */
export function endpoint<T extends EndpointTable, K extends keyof T & EndpointKey>(
  table: T,
  key: K,
): { method: MethodOf<K>; url: UrlOf<K>; schema: SchemaOf<T[K]> } {
  const { method, path } = splitEndpointKey(key);
  const entry: Endpoint = table[key] as T[K];
  const schema = {
    ...entry,
    tags: [...entry.tags],
    ...(entry.consumes ? { consumes: [...entry.consumes] } : {}),
  } as unknown as SchemaOf<T[K]>;
  return { method: method as MethodOf<K>, url: path as UrlOf<K>, schema };
}
