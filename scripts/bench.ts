// `npm run bench`: measures the production server with autocannon, next to a bare
// node:http server answering the same /api/products bytes (the ceiling to compare with).
// Figures, not assertions: this machine is shared and noisy.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { startProductionServer } from "./production-server";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3190);

type Result = { name: string; rps: number; p99: number; errors: number; non2xx: number };

async function measure(name: string, opts: autocannon.Options): Promise<Result> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

// Behind a "proxy" so each checkout can come from its own address (X-Forwarded-For): real checkout
// traffic comes from many shoppers, and one address would soon meet the checkout rate limit.
const { base, stop } = await startProductionServer(PORT, { TRUST_PROXY: "true" });
let shopper = 0;
const nextAddress = () => {
  shopper++;
  return `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`;
};

try {
  const body = Buffer.from(await (await fetch(`${base}/api/products`)).arrayBuffer());
  const bare = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
  const barePort = (bare.address() as AddressInfo).port;

  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each\n`);
  const results: Result[] = [];
  results.push(await measure("bare node:http, same /api/products bytes", { url: `http://127.0.0.1:${barePort}/` }));
  results.push(await measure("GET /api/products", { url: `${base}/api/products` }));
  results.push(await measure("GET / (server-rendered)", { url: `${base}/` }));
  // Each request counts against its address's rate limit, prices the cart from the database and
  // commits a pending order and a test payment session.
  results.push(
    await measure("POST /api/checkout (test provider, 2 lines)", {
      url: `${base}/api/checkout`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        cart: [
          { id: "one-and-done", quantity: 1, flavor: "Lemon Squash" },
          { id: "dynamic-duo", quantity: 2, flavor: "Lemon Squash, Orange Crush" },
        ],
      }),
      requests: [
        {
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": nextAddress() } }),
        },
      ],
    }),
  );
  bare.close();

  const ceiling = results[0]!.rps;
  console.log("| target | req/s | p99 ms | vs bare | errors/non-2xx |\n|---|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99} | ${(r.rps / ceiling).toFixed(2)} | ${r.errors}/${r.non2xx} |`,
    );
  }
} finally {
  stop();
}
