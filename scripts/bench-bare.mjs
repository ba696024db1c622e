// The ceiling for `npm run bench`: a bare node:http server, in a process of its own, answering
// the bytes of a file (the shop's /api/products body) to every request. Prints its port.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.argv[2]);
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => process.exit(0));
