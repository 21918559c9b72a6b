/**
 * Node.js releases that cannot run the embedded SQLite database. From 24.19.0 to 24.21.x, Node's
 * runtime aborts the whole process (`Assertion failed: (env) != nullptr` in
 * node::RemoveEnvironmentCleanupHook) when its garbage collector frees a better-sqlite3 12 statement,
 * at any moment, in a running server as in tests (nodejs/node#65446: node::ObjectWrap's cleanup hooks
 * came to 24.19 before the runtime could take them; 24.22.1 can). Seen here on 2026-12-06, better-sqlite3
 * 12.11.1, the API's test suite: it aborted 19–21 times under each of 24.19.0, 24.20.0 and 24.21.0, and
 * never under 24.18.1, 24.22.1, 24.22.3 or 26.12.1 (Node 22's headers have no such hook).
 */
export function sqliteNodeProblem(version: string = process.versions.node): string | undefined {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major !== 24 || minor === undefined || minor < 19 || minor > 21) return undefined;
  return (
    `Node.js ${version} cannot run the embedded SQLite database: from 24.19 to 24.21 Node aborts the process when it ` +
    'frees a SQLite statement (nodejs/node#65446). Use Node.js 22, or 24.22.1 or newer (or PostgreSQL: DATABASE_URL).'
  );
}
