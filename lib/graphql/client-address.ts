/**
 * The caller's address for throttling (ADR 0020, docs/adr/0049). A header anyone can send must
 * not pick the rate-limit key: X-Forwarded-For is read only when the hop that reached us is a
 * proxy listed in TRUSTED_PROXIES, and then the right-most address not itself a trusted proxy is
 * the client. The hop that reached us is the socket's address, which the server writes into
 * PEER_ADDRESS_HEADER for every request (lib/server/peer-address.ts); x-real-ip counts only where
 * that is not installed (a platform without our server, which sets x-real-ip itself).
 */
import { isIP } from "node:net";

/** Written by the server from the socket (a client's own value is replaced); never trusted else. */
export const PEER_ADDRESS_HEADER = "x-shop-peer-address";

/** Parses "10.0.0.0/8, 127.0.0.1, ::1" into matchers; bad entries are ignored. */
export function parseTrustedProxies(value: string | undefined): ((ip: string) => boolean)[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const [address = "", bitsText] = entry.split("/");
      const base = toBigInt(address);
      if (!base) return [];
      const width = base.v6 ? 128 : 32;
      const bits = bitsText === undefined ? width : Number(bitsText);
      if (!Number.isInteger(bits) || bits < 0 || bits > width) return [];
      const mask = bits === 0 ? 0n : ((1n << BigInt(bits)) - 1n) << BigInt(width - bits);
      return [
        (ip: string) => {
          const candidate = toBigInt(ip);
          return (
            !!candidate &&
            candidate.v6 === base.v6 &&
            (candidate.value & mask) === (base.value & mask)
          );
        },
      ];
    });
}

function toBigInt(raw: string): { value: bigint; v6: boolean } | undefined {
  const ip = normaliseIp(raw);
  const kind = isIP(ip);
  if (kind === 4) {
    return {
      value: ip.split(".").reduce((sum, part) => (sum << 8n) + BigInt(Number(part)), 0n),
      v6: false,
    };
  }
  if (kind !== 6) return undefined;
  const value = ipv6Value(ip);
  return value === undefined ? undefined : { value, v6: true };
}

/** A valid IPv6 address (a dotted IPv4 tail allowed) as a 128-bit number. */
function ipv6Value(ip: string): bigint | undefined {
  let text = ip;
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = (dotted[2] ?? "").split(".").map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail = ""] = text.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = text.includes("::") ? (tail ? tail.split(":") : []) : [];
  const parts = text.includes("::")
    ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill("0"), ...tailParts]
    : headParts;
  if (parts.length !== 8) return undefined;
  return parts.reduce((sum, part) => (sum << 16n) + BigInt(parseInt(part, 16)), 0n);
}

/** The prefix ::ffff:0:0/96 of IPv4-mapped IPv6 addresses, shifted down by 32 bits. */
const IPV4_MAPPED_PREFIX = 0xffffn;

/**
 * "::ffff:1.2.3.4" and "::ffff:102:304" are the IPv4 caller 1.2.3.4 (a dual-stack socket's
 * spelling); brackets and zone ids are dropped.
 */
export function normaliseIp(raw: string): string {
  const ip = raw
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  if (isIP(ip) !== 6) return ip;
  const value = ipv6Value(ip);
  if (value === undefined || value >> 32n !== IPV4_MAPPED_PREFIX) return ip;
  return [24n, 16n, 8n, 0n].map((shift) => Number((value >> shift) & 255n)).join(".");
}

/**
 * The client address: the peer is the socket address (given, or recorded by the server), else
 * x-real-ip as a platform sets it; XFF is followed only through trusted proxies.
 */
export function clientAddress(
  headers: Headers,
  trusted: readonly ((ip: string) => boolean)[],
  socketAddress?: string,
): string {
  const recorded = headers.get(PEER_ADDRESS_HEADER);
  const peerRaw = socketAddress || (recorded ?? headers.get("x-real-ip")) || "";
  const peer = normaliseIp(peerRaw);
  if (!peer || isIP(peer) === 0) return "local";
  const isTrusted = (ip: string) => trusted.some((match) => match(ip));
  if (!isTrusted(peer)) return peer;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map(normaliseIp)
    .filter((ip) => isIP(ip) !== 0);
  // Walk from the nearest hop outwards; the first address we do not trust is the client.
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!isTrusted(hop)) return hop;
  }
  return hops[0] ?? peer;
}
