/**
 * Which shared module a module of the build stands for, from data Rspack documents: the module's
 * `type` (`consume-shared-module`, `provide-module`), the module graph's connections (a consume
 * module's one outgoing connection is its fallback, a provide module's is the module it
 * provides), the request of the dependency that leads to a consume module (the share key as the
 * code imports it, e.g. `shared-auth/forms`), and `nameForCondition()` (the file a module was
 * built from, the value splitChunks' `test` matches). No generated identifier text is parsed.
 */
export interface ModuleLike {
  type?: string;
  nameForCondition?(): string | null | undefined;
}

export interface ConnectionLike<M = ModuleLike> {
  dependency?: { request?: string } | null;
  module?: M | null;
  originModule?: M | null;
}

export interface ModuleGraphLike<M> {
  getIncomingConnections(module: M): Iterable<ConnectionLike<M>>;
  getOutgoingConnections?(module: M): Iterable<ConnectionLike<M>>;
}

export const CONSUME_SHARED_TYPE = 'consume-shared-module';
export const PROVIDE_SHARED_TYPE = 'provide-module';

/**
 * The share key a consume-shared module stands for (undefined for any other module): the request
 * every import of it makes.
 */
export function consumedShareKey<M extends ModuleLike>(module: M, graph: ModuleGraphLike<M>): string | undefined {
  if (module.type !== CONSUME_SHARED_TYPE) return undefined;
  for (const connection of graph.getIncomingConnections(module)) {
    const request = connection.dependency?.request;
    if (request) return request;
  }
  return undefined;
}

/**
 * The file behind a shared module: for a consume module its fallback, for a provide module the
 * module it provides (undefined for any other module, or a consume without a fallback). A
 * consume and a provide of the same library in one build lead to the same file.
 */
export function sharedFile<M extends ModuleLike>(module: M, graph: ModuleGraphLike<M>): string | undefined {
  if (module.type !== CONSUME_SHARED_TYPE && module.type !== PROVIDE_SHARED_TYPE) return undefined;
  for (const connection of graph.getOutgoingConnections?.(module) ?? []) {
    const file = connection.module?.nameForCondition?.();
    if (file) return file;
  }
  return undefined;
}

/**
 * The share key of a consume or provide module. A provide module's key is that of a consume of
 * the same file in this build (the build imports what it provides), or, for what the build
 * provides without importing it (the shell's shared-auth/forms), the key `files` gives its file.
 */
export function shareKeyOf<M extends ModuleLike>(module: M, graph: ModuleGraphLike<M>, files: ReadonlyMap<string, string> = new Map()): string | undefined {
  if (module.type === CONSUME_SHARED_TYPE) return consumedShareKey(module, graph);
  if (module.type !== PROVIDE_SHARED_TYPE) return undefined;
  const file = sharedFile(module, graph);
  if (!file) return undefined;
  const known = files.get(file);
  if (known) return known;
  for (const connection of graph.getOutgoingConnections?.(module) ?? []) {
    const target = connection.module;
    if (!target) continue;
    for (const incoming of graph.getIncomingConnections(target)) {
      const key = incoming.originModule ? consumedShareKey(incoming.originModule, graph) : undefined;
      if (key) return key;
    }
  }
  return undefined;
}
