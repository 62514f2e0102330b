/**
 * Load measurements: autocannon with every response's latency kept (autocannon's own summary
 * has p50/p97.5/p99 but no p95), and a small keep-alive HTTP client loop that measures time
 * to first byte (the response's status line and headers), which autocannon does not report:
 * its latency is the time to the complete response.
 */
import autocannon from "autocannon";
import http from "node:http";
import { percentile } from "./common";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  errors: number;
  non2xx: number;
  samples: number;
}

function run(options: autocannon.Options, keep: number[] | null): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    if (keep) {
      instance.on("response", (_client, _status, _bytes, responseTime: number) => {
        keep.push(responseTime);
      });
    }
  });
}

/** A 2 s warm-up, then `durationS` seconds at `connections`; percentiles from every response. */
export async function load(
  options: autocannon.Options,
  connections: number,
  durationS: number,
): Promise<LoadResult> {
  await run({ ...options, connections, duration: 2 }, null);
  const latencies: number[] = [];
  const result = await run({ ...options, connections, duration: durationS }, latencies);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    samples: latencies.length,
  };
}

export interface TtfbResult {
  requests: number;
  p50: number;
  p95: number;
  p975: number;
  /** Time to the last byte, for comparison with autocannon's latency. */
  fullP50: number;
  non2xx: number;
  errors: number;
}

function timedGet(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
): Promise<{ ttfb: number; full: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      const ttfb = performance.now() - started;
      response.on("data", () => {});
      response.on("end", () =>
        resolve({ ttfb, full: performance.now() - started, status: response.statusCode ?? 0 }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error("timeout")));
  });
}

/**
 * `connections` keep-alive loops for `durationS` seconds (after a 2 s warm-up), each GET-ing
 * the URLs in turn and timing the first byte of every response.
 */
export async function ttfb(
  urls: readonly string[],
  headers: Record<string, string>,
  connections: number,
  durationS: number,
): Promise<TtfbResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const firstBytes: number[] = [];
  const full: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const loop = async (worker: number, until: number, record: boolean) => {
    for (let i = worker; performance.now() < until; i += connections) {
      try {
        const result = await timedGet(agent, urls[i % urls.length] as string, headers);
        if (!record) continue;
        firstBytes.push(result.ttfb);
        full.push(result.full);
        if (result.status < 200 || result.status > 299) non2xx++;
      } catch {
        if (record) errors++;
      }
    }
  };
  const phase = async (seconds: number, record: boolean) => {
    const until = performance.now() + seconds * 1000;
    await Promise.all(Array.from({ length: connections }, (_, w) => loop(w, until, record)));
  };
  try {
    await phase(2, false);
    await phase(durationS, true);
  } finally {
    agent.destroy();
  }
  return {
    requests: firstBytes.length,
    p50: percentile(firstBytes, 50),
    p95: percentile(firstBytes, 95),
    p975: percentile(firstBytes, 97.5),
    fullP50: percentile(full, 50),
    non2xx,
    errors,
  };
}
