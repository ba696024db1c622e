import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./infra/http/request-id";

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    // Every line written while a request runs names it (server/infra/http/request-id.ts). Pino
    // merges the line's fields into what this returns, so it is a new object each time.
    mixin: () => {
      const reqId = currentRequestId();
      return reqId === undefined ? {} : { reqId };
    },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
  };
  // Asynchronous writes to stdout: a request never waits for its log line to reach the terminal
  // or the journal (pino flushes what is pending when the process exits).
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
