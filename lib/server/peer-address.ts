/**
 * The TCP peer's address for route handlers (docs/adr/0049). Next gives a route handler no
 * socket, and it fills X-Forwarded-For with the socket address only when the client sent none,
 * so neither says who connected: a caller without a proxy in front could name its own
 * rate-limit key. The server's own `request` event writes the socket's address into
 * PEER_ADDRESS_HEADER, replacing any value the client sent, before Next reads the request;
 * lib/graphql/client-address.ts starts from it. Node only (instrumentation.ts installs it).
 */
import { Server, type IncomingMessage } from "node:http";
import { PEER_ADDRESS_HEADER } from "@/lib/graphql/client-address";

const INSTALLED = Symbol.for("shop.peerAddressRecorder");

export function recordPeerAddresses(): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit as (
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  prototype.emit = function emitWithPeer(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
    }
    return emit.apply(this, [event, ...args]);
  } as typeof prototype.emit;
}
