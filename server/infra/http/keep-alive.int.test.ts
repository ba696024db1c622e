// A client on a keep-alive connection must never lose a request to a close
// it was not told about. An answer given before the request's body was read (a body over the
// limit, a refusal before the body matters) leaves unread bytes behind; the server drains them
// for a while and then drops the connection. Such an answer must say `Connection: close`, and a
// connection whose answer did not say so must answer the next request sent on it.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/test-server";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
});
afterAll(() => s.close());

type Answer = { status: number; headers: Record<string, string> };

/** Reads answers off a raw socket as they come; `next()` waits for the next whole one (or null at close). */
function reader(socket: Socket) {
  let buf = Buffer.alloc(0);
  let closed = false;
  let wake: () => void = () => {};
  socket.on("data", (d: Buffer) => {
    buf = Buffer.concat([buf, d]);
    wake();
  });
  socket.on("close", () => {
    closed = true;
    wake();
  });
  socket.on("error", () => {});
  return {
    async next(timeoutMs = 5000): Promise<Answer | null> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const end = buf.indexOf("\r\n\r\n");
        if (end >= 0) {
          const [line, ...rest] = buf.subarray(0, end).toString("latin1").split("\r\n");
          const headers = Object.fromEntries(
            rest.map((h) => [h.slice(0, h.indexOf(":")).toLowerCase(), h.slice(h.indexOf(":") + 1).trim()]),
          );
          const length = Number(headers["content-length"] ?? 0);
          if (buf.length >= end + 4 + length) {
            buf = buf.subarray(end + 4 + length);
            return { status: Number(line!.split(" ")[1]), headers };
          }
        }
        if (closed) return null;
        if (Date.now() > until) throw new Error("no answer in time");
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 50);
        });
      }
    },
  };
}

async function open(): Promise<Socket> {
  const { port } = new URL(s.url);
  const socket = connect(Number(port), "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  return socket;
}

const host = () => new URL(s.url).host;

describe("keep-alive connections", () => {
  it.each([
    ["a body over the route's limit (413)", "/api/returns", { "content-type": "application/json" }],
    [
      "a body to a route that refuses before reading it (401)",
      "/api/admin/products",
      { "content-type": "application/json" },
    ],
    [
      "a body from a foreign origin (403)",
      "/api/contact",
      { "content-type": "application/json", origin: "https://evil.example" },
    ],
  ])("announce the close after an early answer to %s, or answer the next request", async (_, path, extra) => {
    const socket = await open();
    const answers = reader(socket);
    const declared = 8 * 1024 * 1024;
    const head = [
      `POST ${path} HTTP/1.1`,
      `Host: ${host()}`,
      `Content-Length: ${declared}`,
      ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`),
    ].join("\r\n");
    // Part of the body only: the rest never comes, as from a slow or stopped client.
    socket.write(`${head}\r\n\r\n`);
    socket.write(Buffer.alloc(256 * 1024, 0x61));
    const first = await answers.next();
    expect(first?.status).toBeGreaterThanOrEqual(400);
    if (first!.headers.connection?.toLowerCase() === "close") {
      socket.destroy();
      return;
    }
    // Not announced: the connection is still the client's to use, and must answer.
    socket.write(`GET /api/health HTTP/1.1\r\nHost: ${host()}\r\n\r\n`);
    const second = await answers.next();
    socket.destroy();
    expect(second, `the answer to the second request (first: ${JSON.stringify(first)})`).not.toBeNull();
    expect(second!.status).toBe(200);
  });

  it("keeps the connection after an answer that read the whole body", async () => {
    const socket = await open();
    const answers = reader(socket);
    const body = JSON.stringify({ orderNumber: "RR-1" });
    socket.write(
      `POST /api/returns HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    const first = await answers.next();
    expect(first?.status).toBe(400);
    expect(first!.headers.connection).toBe("keep-alive");
    socket.write(`GET /api/health HTTP/1.1\r\nHost: ${host()}\r\n\r\n`);
    expect((await answers.next())?.status).toBe(200);
    socket.destroy();
  });
});
