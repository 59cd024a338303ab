/** The part of autocannon (no bundled types) the throughput bench uses. */
declare module 'autocannon' {
  interface TAutocannonOptions {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
  }
  interface TAutocannonResult {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: TAutocannonOptions): Promise<TAutocannonResult>;
  export default autocannon;
}
