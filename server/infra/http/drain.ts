// Graceful shutdown of the HTTP server without resetting a request in flight.
// Node's server.close() also destroys every connection it deems idle, including one that was
// accepted an instant ago and whose request has not been read yet: its client sees a reset.
// So we track connections ourselves: stop accepting, let every request that has arrived finish
// (each answer during the drain says `Connection: close`), give a just-opened connection a
// moment to send its request, close keep-alive connections that sit idle, and after the grace
// period close whatever is left.
import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

type Conn = { active: number; served: number; openedAt: number; idleSince: number };

/** A connection accepted this long ago that has sent no request yet is let go. */
const FIRST_REQUEST_WAIT_MS = 2000;
/** A keep-alive connection idle this long during a drain is closed. */
const IDLE_CLOSE_MS = 250;
const TICK_MS = 50;

export function trackConnections(server: Server) {
  const conns = new Map<Socket, Conn>();
  server.on("connection", (socket: Socket) => {
    const now = Date.now();
    conns.set(socket, { active: 0, served: 0, openedAt: now, idleSince: now });
    socket.once("close", () => conns.delete(socket));
  });
  server.on("request", (req, res) => {
    const c = conns.get(req.socket);
    if (!c) return;
    c.active++;
    res.once("close", () => {
      c.active--;
      c.served++;
      c.idleSince = Date.now();
    });
  });

  /**
   * Stops accepting and resolves once every connection is closed and `running()` (handlers whose
   * client may have left) is 0, or `graceMs` has passed.
   */
  function drain(graceMs: number, running: () => number = () => 0): Promise<{ forced: number }> {
    const deadline = Date.now() + graceMs;
    const stopped = new Promise<void>((resolve) => {
      // net.Server's close, not http.Server's: stop listening without its idle-connection sweep.
      NetServer.prototype.close.call(server, () => resolve());
    });
    return new Promise((resolve) => {
      const tick = () => {
        const now = Date.now();
        for (const [socket, c] of conns) {
          if (c.active > 0) continue;
          const waited =
            c.served === 0 ? now - c.openedAt >= FIRST_REQUEST_WAIT_MS : now - c.idleSince >= IDLE_CLOSE_MS;
          if (waited) socket.end();
        }
        if (conns.size === 0 && running() === 0) return void stopped.then(() => resolve({ forced: 0 }));
        if (now >= deadline) {
          const forced = conns.size;
          for (const socket of conns.keys()) socket.destroy();
          return void stopped.then(() => resolve({ forced }));
        }
        setTimeout(tick, TICK_MS);
      };
      tick();
    });
  }

  return { drain };
}
