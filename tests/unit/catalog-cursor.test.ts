import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "@/lib/domain/catalog/cursor";

const byTime = { name: "listTime", direction: "DESC" } as const;
const byPrice = { name: "salePrice", direction: "ASC" } as const;

describe("list cursors", () => {
  it("round-trip the position of their own sort", () => {
    const position = { key: "2026-11-20 04:00:00.123456+00", id: 42 };
    expect(decodeCursor(byTime, encodeCursor(byTime, position))).toEqual(position);
    expect(decodeCursor(byPrice, encodeCursor(byPrice, { key: "129900", id: 7 }))).toEqual({
      key: "129900",
      id: 7,
    });
  });

  it("refuse another sort's cursor and tampered or oversized ones", () => {
    expect(
      decodeCursor(byPrice, encodeCursor(byTime, { key: "2026-11-20 04:00:00+00", id: 1 })),
    ).toBeNull();
    expect(
      decodeCursor(byPrice, encodeCursor(byPrice, { key: "1; drop table products", id: 1 })),
    ).toBeNull();
    expect(decodeCursor(byPrice, "not a cursor")).toBeNull();
    expect(decodeCursor(byPrice, "x".repeat(500))).toBeNull();
    expect(
      decodeCursor(byPrice, Buffer.from('["salePrice:ASC","5",-1]').toString("base64url")),
    ).toBeNull();
  });
});
