/** Whether a local service (Redis, a started instance) accepts connections, so a suite can skip. */
import net from "node:net";

export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

export function answers(url: string, timeoutMs = 500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(timeoutMs);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}
