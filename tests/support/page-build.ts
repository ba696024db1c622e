// The production build of the pages (npm run build), for integration tests that drive whole
// pages and their form actions through the real server. `npm test` builds before Vitest runs.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { BUILD_ROOT } from "../../scripts/support/build-root";

export { BUILD_ROOT };

export async function loadPageBuild(): Promise<ServerBuild> {
  const file = path.join(BUILD_ROOT, "server/index.js");
  if (!existsSync(file)) throw new Error(`No production build at ${file}: run 'npm run build' first`);
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

export const pageAppOptions = async () => ({
  build: await loadPageBuild(),
  clientDir: path.join(BUILD_ROOT, "client"),
});
