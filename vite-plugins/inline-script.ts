import { build } from "esbuild";
import type { Plugin } from "vite";

const QUERY = "?inline-script";

/**
 * `import js from "./x.ts?inline-script"` gives the module, with what it imports, compiled and
 * minified to one classic script, as a string: for a script the server writes inline into a page
 * (the after-paint loader), written and checked as TypeScript like the rest of the app. Used by the
 * app's build (vite.config.ts) and by the tests (vitest.config.ts), so both run the same script.
 */
export function inlineScript(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const out = await build({
        entryPoints: [file],
        bundle: true,
        format: "iife",
        platform: "browser",
        target: "es2020",
        minify: true,
        legalComments: "none",
        write: false,
        metafile: true,
      });
      for (const input of Object.keys(out.metafile.inputs)) this.addWatchFile(input);
      const js = out.outputFiles[0]!.text.trim();
      if (/<\/script/i.test(js)) throw new Error(`${file}: an inline script cannot contain "</script"`);
      return `export default ${JSON.stringify(js)};`;
    },
  };
}
