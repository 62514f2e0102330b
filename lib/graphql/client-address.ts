/**
 * The caller's address for throttling (ADR 0020). A header anyone can send must not pick the
 * rate-limit key: X-Forwarded-For is read only when the hop that reached us is a proxy listed
 * in TRUSTED_PROXIES, and then the right-most address not itself a trusted proxy is the client.
 */
import { isIP } from "node:net";

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
  const [head = "", tail = ""] = ip.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = ip.includes("::") ? (tail ? tail.split(":") : []) : [];
  const parts = ip.includes("::")
    ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill("0"), ...tailParts]
    : headParts;
  if (parts.length !== 8) return undefined;
  return {
    value: parts.reduce((sum, part) => (sum << 16n) + BigInt(parseInt(part, 16)), 0n),
    v6: true,
  };
}

/** "::ffff:1.2.3.4" is an IPv4 caller; brackets and zone ids are dropped. */
export function normaliseIp(raw: string): string {
  const ip = raw
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/**
 * The client address: `peer` is the socket address as the platform gives it (x-real-ip from
 * the server in front, or the socket itself); XFF is followed only through trusted proxies.
 */
export function clientAddress(
  headers: Headers,
  trusted: readonly ((ip: string) => boolean)[],
  socketAddress?: string,
): string {
  const peerRaw = socketAddress || headers.get("x-real-ip") || "";
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
