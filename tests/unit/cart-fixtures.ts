/** Cart lines and carts as the API sends them, for the cart UI's tests. */
import type { CartData, CartLineData, CartSkuData } from "@/lib/graphql/operations/cart";

const hkd = (amount: string) => ({ amount, currencyCode: "HKD" });

export function cartSku(overrides: Partial<CartSkuData> = {}): CartSkuData {
  return {
    code: "LR-JKT-001-BLU-M",
    isEnabled: true,
    inventory: 12,
    stockDisplay: "10+",
    listPrice: hkd("1299.00"),
    salePrice: hkd("999.00"),
    options: {
      color: { code: "blue", name: "Lake blue", rgb: "#2b5d8a", baseColor: "blue" },
      size: { label: "M", code: "M" },
      shoeWidth: null,
    },
    product: {
      code: "LR-JKT-001",
      title: "Ridge shell jacket",
      style: "LR-JKT-001",
      onShelves: true,
      brandList: [{ code: "lion-rock", name: "Lion Rock" }],
      images: [
        {
          url: "/catalog/lr-jkt-001-blue.webp",
          type: "MAINIMAGE",
          sort: 0,
          width: 800,
          height: 800,
          colorCode: "blue",
        },
      ],
    },
    ...overrides,
  };
}

export function cartLine(overrides: Partial<CartLineData> = {}): CartLineData {
  return {
    lineId: "line-1",
    lineType: "SALABLE_PRODUCT",
    activityId: null,
    spuCode: "LR-JKT-001",
    spuTitle: "Ridge shell jacket",
    quantity: 2,
    selected: true,
    disabled: false,
    disabledReason: null,
    updateTime: "2026-11-20T10:00:00.000Z",
    promoPrice: hkd("999.00"),
    salePrice: hkd("999.00"),
    listPrice: hkd("1299.00"),
    addCartPrice: null,
    sku: cartSku(),
    ...overrides,
  };
}

export function cartOf(
  ableCartItems: CartLineData[],
  overrides: Partial<Pick<CartData, "markupNotAllow" | "disableCartItems">> = {},
): Pick<CartData, "ableCartItems" | "markupNotAllow" | "disableCartItems"> {
  return { ableCartItems, markupNotAllow: false, disableCartItems: [], ...overrides };
}
