/**
 * The generated contract types, re-exported for machines and actors to type their inputs and outputs
 * (type-only: machines may import this module, never the clients).
 */
export type {
  paths as ModulesPaths,
  components as ModulesComponents,
  operations as ModulesOperations,
} from './schema/modules';
export type { paths as CartPaths, components as CartComponents, operations as CartOperations } from './schema/cart';
export type {
  paths as WebApiPaths,
  components as WebApiComponents,
  operations as WebApiOperations,
} from './schema/webapi';
export type { paths as BlobPaths, components as BlobComponents, operations as BlobOperations } from './schema/blob';
export type { paths as MiscPaths, components as MiscComponents, operations as MiscOperations } from './schema/misc';
export type { paths as LinePaths, components as LineComponents, operations as LineOperations } from './schema/line';

import type { components as BlobComponents } from './schema/blob';
import type { components as CartComponents } from './schema/cart';
import type { components as LineComponents } from './schema/line';
import type { components as MiscComponents } from './schema/misc';
import type { components as ModulesComponents, operations as ModulesOperations } from './schema/modules';
import type { components as WebApiComponents } from './schema/webapi';

/** A named schema of the modules API, e.g. `ModulesSchema<'Campaign'>`. */
export type ModulesSchema<K extends keyof ModulesComponents['schemas']> = ModulesComponents['schemas'][K];
/** A named schema of the cart API. */
export type CartSchema<K extends keyof CartComponents['schemas']> = CartComponents['schemas'][K];
/** A named schema of the web API. */
export type WebApiSchema<K extends keyof WebApiComponents['schemas']> = WebApiComponents['schemas'][K];
/** A named schema of blob storage. */
export type BlobSchema<K extends keyof BlobComponents['schemas']> = BlobComponents['schemas'][K];
/** A named schema of the misc content API. */
export type MiscSchema<K extends keyof MiscComponents['schemas']> = MiscComponents['schemas'][K];
/** A named schema of the LINE document. */
export type LineSchema<K extends keyof LineComponents['schemas']> = LineComponents['schemas'][K];

/** The JSON request body of a modules operation, e.g. `ModulesRequestBody<'requestOtp'>`. */
export type ModulesRequestBody<Op extends keyof ModulesOperations> = ModulesOperations[Op] extends {
  requestBody?: { content: infer C };
}
  ? C[keyof C]
  : never;

/** The `data` of a modules operation's 200 answer, e.g. `ModulesData<'requestOtp'>` (OtpResult). */
export type ModulesData<Op extends keyof ModulesOperations> = ModulesOperations[Op] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B extends { data?: infer D }
    ? NonNullable<D>
    : B
  : never;
