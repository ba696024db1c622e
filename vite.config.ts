import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inlineScript } from "./vite-plugins/inline-script.ts";
import { storefrontChunks } from "./vite-plugins/storefront-chunks.ts";

export default defineConfig({
  plugins: [inlineScript(), tailwindcss(), reactRouter(), storefrontChunks()],
  resolve: { tsconfigPaths: false },
  build: { sourcemap: false },
});
