import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify compiles every route's validator (ajv) and response serializer (fast-json-stringify)
 * when an app starts: about half a second for this API. These compilers are shared by every app
 * built in one process and keep what they compiled, keyed by the schema's content (routes build
 * their schema objects inside their plugin, so each app has new objects with the same content).
 * An app built after the first, as the API tests build one per file in each worker, reuses the
 * compiled code. A production process builds a single app and sees no difference.
 */
const validatorPool = AjvCompiler();
const serializerPool = SerializerSelector();

type ValidatorFactory = typeof validatorPool;
type SerializerFactory = typeof serializerPool;

/** One cache per compiler, since a compiler carries the app's options and shared schemas. */
function memoised<Route extends { schema: unknown }, Compiled>(
  compile: (route: Route) => Compiled,
  scope: string,
  cache: Map<string, Compiled>,
): (route: Route) => Compiled {
  return (route) => {
    const key = `${scope}\u0000${JSON.stringify(route.schema)}`;
    let compiled = cache.get(key);
    if (!compiled) cache.set(key, (compiled = compile(route)));
    return compiled;
  };
}

const validators = new Map<string, unknown>();
const serializers = new Map<string, unknown>();

const buildValidator = ((externalSchemas, options) => {
  const scope = JSON.stringify([externalSchemas, options?.customOptions]);
  return memoised(validatorPool(externalSchemas, options), scope, validators as never);
}) as ValidatorFactory;

const buildSerializer = ((externalSchemas, options) => {
  const scope = JSON.stringify([externalSchemas, options]);
  return memoised(serializerPool(externalSchemas, options) as never, scope, serializers as never);
}) as SerializerFactory;

export const sharedSchemaCompilers = { buildValidator, buildSerializer };
