// The per-request metrics (answered requests and their time, by method, route pattern and status),
// counted in plain numbers: every request passes through here, so recording one is a few map
// lookups and additions, with nothing allocated once its series exists. prom-client's own
// Counter and Histogram hash a labels object on every call (about 5 µs a request here);
// these series are turned into its exposition format only when /metrics is scraped.
import type { Registry } from "prom-client";

type Series = {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  buckets: Float64Array;
};
type MetricValue = { labels: Record<string, string | number>; value: number; metricName?: string };

export type RequestSeries = { record(method: string, route: string, status: number, seconds: number): void };

export function createRequestSeries(opts: {
  registry: Registry;
  counter: { name: string; help: string };
  histogram: { name: string; help: string; buckets: readonly number[] };
}): RequestSeries {
  const bounds = opts.histogram.buckets;
  const byMethod = new Map<string, Map<string, Map<number, Series>>>();
  const all: Series[] = [];

  function seriesFor(method: string, route: string, status: number): Series {
    let byRoute = byMethod.get(method);
    if (!byRoute) byMethod.set(method, (byRoute = new Map()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map()));
    let s = byStatus.get(status);
    if (!s) {
      s = {
        labels: { method, route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Float64Array(bounds.length),
      };
      byStatus.set(status, s);
      all.push(s);
    }
    return s;
  }

  const register = (name: string, help: string, type: "counter" | "histogram", values: () => MetricValue[]) =>
    opts.registry.registerMetric({
      name,
      help,
      type,
      aggregator: "sum",
      get: () => ({ name, help, type, aggregator: "sum", values: values() }),
      reset() {
        for (const s of all) {
          s.count = 0;
          s.sum = 0;
          s.buckets.fill(0);
        }
      },
    } as unknown as Parameters<Registry["registerMetric"]>[0]);

  register(opts.counter.name, opts.counter.help, "counter", () =>
    all.map((s) => ({ labels: s.labels, value: s.count })),
  );
  register(opts.histogram.name, opts.histogram.help, "histogram", () =>
    all.flatMap((s) => {
      const name = opts.histogram.name;
      // Stored per bucket; exposed cumulatively, as Prometheus reads them.
      let seen = 0;
      const out: MetricValue[] = bounds.map((le, i) => {
        seen += s.buckets[i]!;
        return { metricName: `${name}_bucket`, labels: { ...s.labels, le }, value: seen };
      });
      out.push({ metricName: `${name}_bucket`, labels: { ...s.labels, le: "+Inf" }, value: s.count });
      out.push({ metricName: `${name}_sum`, labels: s.labels, value: s.sum });
      out.push({ metricName: `${name}_count`, labels: s.labels, value: s.count });
      return out;
    }),
  );

  return {
    record(method, route, status, seconds) {
      const s = seriesFor(method, route, status);
      s.count += 1;
      s.sum += seconds;
      for (let i = 0; i < bounds.length; i++) {
        if (seconds <= bounds[i]!) {
          s.buckets[i]! += 1;
          break;
        }
      }
    },
  };
}
