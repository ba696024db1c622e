import type { Plugin } from "vite";

/**
 * Puts the code the home page runs at start into three files instead of
 * twenty: the framework (React, React DOM, React Router), the storefront
 * (every app module root.tsx and routes/home.tsx import statically) and the
 * route modules themselves. Each file a phone fetches costs a round trip on a
 * slow network, and most of the default chunks were under 1 KB.
 *
 * The storefront group is computed from the module graph, not from folder
 * names, so lazily loaded parts (the Contact modal with its form schema, the
 * admin) stay out of it.
 */
export function storefrontChunks(): Plugin {
  let storefront = new Set<string>();
  return {
    name: "storefront-chunks",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    buildEnd() {
      const roots = [...this.getModuleIds()].filter((id) => ROOTS.some((r) => r.test(id)));
      storefront = staticClosure(roots, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 2 },
            {
              name: "storefront",
              test: (id) => storefront.has(id) && !isAppEntry(id) && !FRAMEWORK.test(id),
              priority: 1,
            },
          ],
        },
      };
    },
  };
}

const ROOTS = [/[\\/]app[\\/]root\.tsx(\?|$)/, /[\\/]app[\\/]routes[\\/]home\.tsx(\?|$)/];
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/** Route modules and the client entry are entry points: they keep files of their own. */
function isAppEntry(id: string): boolean {
  return /[\\/]app[\\/](routes[\\/]|root\.tsx|entry\.client\.tsx)/.test(id);
}

function staticClosure(roots: string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...importsOf(id));
  }
  return seen;
}
