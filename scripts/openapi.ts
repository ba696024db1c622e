// `npm run openapi`: writes the published API document to docs/openapi.json. The integration
// test (server/api-document.int.test.ts) fails while the committed file differs from the code.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { apiDocument } from "../server/api-document";

const file = path.join(import.meta.dirname, "..", "docs", "openapi.json");
const options = { ...(await resolveConfig(file)), filepath: file };
writeFileSync(file, await format(JSON.stringify(apiDocument()), options));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
