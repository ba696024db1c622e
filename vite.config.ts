import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { storefrontChunks } from "./vite-plugins/storefront-chunks.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), storefrontChunks()],
  resolve: { tsconfigPaths: false },
  build: { sourcemap: false },
});
