import { describe, expect, it } from "vitest";
import { formatAddress } from "@/lib/domain/checkout/address-display";

describe("formatAddress (accounts §5 Address display)", () => {
  it.each([
    {
      case: "a Hong Kong order keeps its region at the end, said once",
      parts: {
        address: "Central and Western Flat 12A, 8 Hiker Road",
        district: "Central and Western",
        province: "Hong Kong",
        country: "HK",
      },
      countryName: "Hong Kong",
      expected: "Central and Western Flat 12A, 8 Hiker Road, Hong Kong",
    },
    {
      case: "a saved Hong Kong address is prefixed by its district like an order's",
      parts: {
        address: "Flat 3, 1 Lee Garden",
        district: "Wan Chai",
        province: "Hong Kong",
        country: "HK",
      },
      countryName: "Hong Kong",
      expected: "Wan Chai Flat 3, 1 Lee Garden, Hong Kong",
    },
    {
      case: "a China address uses the city and ends with the province, not the country",
      parts: {
        address: "Futian 8 Shennan Road",
        district: "Futian",
        city: "Shenzhen",
        province: "Guangdong",
        country: "CN",
      },
      countryName: "China",
      expected: "Futian 8 Shennan Road, Shenzhen, Guangdong",
    },
    {
      case: "a Singapore address uses the city and ends with the country",
      parts: { address: "1 Orchard Road", city: "Singapore", province: "Central", country: "SG" },
      countryName: "Singapore",
      expected: "1 Orchard Road, Singapore",
    },
    {
      case: "any other country uses the province and ends with the country name",
      parts: {
        address: "1 George Street",
        city: "Sydney",
        province: "New South Wales",
        country: "AU",
      },
      countryName: "Australia",
      expected: "1 George Street, New South Wales, Australia",
    },
  ])("$case", ({ parts, countryName, expected }) => {
    expect(formatAddress(parts, { locale: "en", countryName })).toBe(expected);
  });

  it("joins the parts with the Chinese comma in Chinese", () => {
    expect(
      formatAddress(
        { address: "中西區 山徑道8號12A室", district: "中西區", province: "香港", country: "HK" },
        { locale: "zh", countryName: "香港" },
      ),
    ).toBe("中西區 山徑道8號12A室，香港");
  });

  it("leaves out the parts it does not have", () => {
    expect(formatAddress({ address: " 1 Main Street " }, { locale: "en", countryName: null })).toBe(
      "1 Main Street",
    );
  });
});
