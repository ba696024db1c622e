import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
  };
  // Asynchronous writes to stdout: a request never waits for its log line to reach the terminal
  // or the journal (pino flushes what is pending when the process exits).
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
