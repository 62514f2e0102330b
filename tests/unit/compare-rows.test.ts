import { describe, expect, it } from "vitest";
import { compareRows, MISSING_VALUE } from "@/components/compare/compare-rows";

const attribute = (code: string, ...values: string[]) => ({
  code,
  name: code,
  frontName: code.toUpperCase(),
  values: values.map((displayName) => ({ displayName })),
});

describe("compare rows", () => {
  it("has one row per attribute any product has, with a dash where one lacks it", () => {
    const rows = compareRows([
      { code: "A", attributes: [attribute("pdp_fabric", "Nylon"), attribute("colorRgb", "#000")] },
      { code: "B", attributes: [attribute("pdp_tech", "GORE-TEX", "Pit zips")] },
      { code: "C", attributes: null },
    ]);
    expect(rows).toEqual([
      { code: "pdp_fabric", label: "PDP_FABRIC", values: ["Nylon", MISSING_VALUE, MISSING_VALUE] },
      {
        code: "pdp_tech",
        label: "PDP_TECH",
        values: [MISSING_VALUE, "GORE-TEX, Pit zips", MISSING_VALUE],
      },
    ]);
  });

  it("has no rows for no products", () => {
    expect(compareRows([])).toEqual([]);
  });
});
