// The ceiling for `npm run bench`: a bare node:http server, in a process of its own, answering
// each path with exactly the bytes and content headers the shop sent for it. Reads a manifest
// { "/path": { "file": "…", "headers": { … } } } and prints its port.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const manifest = JSON.parse(readFileSync(process.argv[2], "utf8"));
const answers = new Map(
  Object.entries(manifest).map(([path, { file, headers }]) => {
    const body = readFileSync(file);
    return [path, { body, headers: { ...headers, "content-length": body.length } }];
  }),
);
const server = createServer((req, res) => {
  const a = answers.get(req.url);
  if (!a) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, a.headers);
  res.end(a.body);
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => process.exit(0));
