import { describe, expect, it } from "vitest";
import { drawVerifyImage, randomAnswer } from "@/lib/domain/accounts/verify-image";

describe("verify image", () => {
  it("answers 4 or 5 characters without look-alikes", () => {
    for (let i = 0; i < 200; i++) expect(randomAnswer()).toMatch(/^[A-HJ-NP-Z2-9]{4,5}$/);
  });

  it("draws each character in its own element among noise, never the answer as one string", () => {
    const svg = Buffer.from(drawVerifyImage("AB3CD").split(",")[1]!, "base64").toString();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.match(/<text /g)).toHaveLength(5);
    expect(svg.match(/<(path|line) /g)!.length).toBeGreaterThanOrEqual(8);
    expect(svg).not.toContain("AB3CD");
  });
});
