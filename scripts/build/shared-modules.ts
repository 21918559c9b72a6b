/**
 * Which shared module a module of the build stands for, from data Rspack documents: the module's
 * `type` (`consume-shared-module`, `provide-shared-module`) and the request of the dependency that
 * leads to it (the share key as the code imports it, e.g. `shared-auth/forms`). No generated
 * identifier text is parsed.
 */
export interface ModuleLike {
  type?: string;
}

export interface ConnectionLike {
  dependency?: { request?: string } | null;
}

export interface ModuleGraphLike<M> {
  getIncomingConnections(module: M): Iterable<ConnectionLike>;
}

export const CONSUME_SHARED_TYPE = 'consume-shared-module';
export const PROVIDE_SHARED_TYPE = 'provide-shared-module';

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
