/** A size as shoppers read it (shopping §5 Size labels). */
import { describe, expect, it } from "vitest";
import { sizeLabel } from "@/lib/domain/catalog/size-label";

describe("a size label", () => {
  it("turns every one-size code into the shopper's word for one size", () => {
    for (const raw of ["UNIQUE", "FREE", "均碼", "unique", " FREE "]) {
      expect(sizeLabel(raw, "One size")).toBe("One size");
      expect(sizeLabel(raw, "均碼")).toBe("均碼");
    }
  });

  it("reads a + as a half step", () => {
    expect(sizeLabel("8+", "One size")).toBe("8.5");
    expect(sizeLabel("10+", "One size")).toBe("10.5");
  });

  it("leaves every other size as stored", () => {
    for (const raw of ["M", "XXL", "32", "10.5", "ML"]) {
      expect(sizeLabel(raw, "One size")).toBe(raw);
    }
  });
});
