// The few parts of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Requests per second across all connections (a steady load instead of as fast as possible). */
      overallRate?: number;
      /** Per-request hooks; setupRequest may change the request (e.g. its headers) each time. */
      requests?: ({ setupRequest?: (req: Request) => Request } & Partial<Request>)[];
    };
    type Request = { method?: string; path?: string; headers: Record<string, string>; body?: string };
    type Result = {
      requests: { average: number; total: number };
      latency: { p50: number; p99: number; max: number };
      errors: number;
      non2xx: number;
      /** Answers with a 2xx status. */
      "2xx": number;
    };
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
