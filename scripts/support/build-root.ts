// Where the production build is (npm run build writes it; BUILD_DIR moves it): the scripts start
// build/app/main.js from here and the page tests load build/server/index.js.
import path from "node:path";

export const BUILD_ROOT = path.resolve(process.env.BUILD_DIR ?? "build");
