/**
 * The console's orders URL and menu (ADR 0046), pure: a URL read back to the same search, Hong
 * Kong days turned into the API's instants (the `to` day included), the CSV link carrying the
 * same filter and sort, and each role's menu showing only the sections it may use.
 */
import { describe, expect, it } from "vitest";
import {
  consoleSections,
  filterOfUrl,
  hongKongDayStart,
  ordersCsvUrl,
  ordersUrl,
  readOrdersUrl,
} from "@/lib/domain/operations/console-url";
import { permissionsOf } from "@/lib/domain/operators/roles";

describe("orders URL", () => {
  it("reads defaults, drops unknown statuses, sorts and bad dates", () => {
    expect(readOrdersUrl({})).toEqual({
      code: "",
      email: "",
      phone: "",
      statuses: [],
      from: "",
      to: "",
      sortBy: "ORDER_TIME",
      descending: true,
      page: 1,
    });
    expect(
      readOrdersUrl({
        status: ["WAIT_PAY", "LOST"],
        sortBy: "SECRET",
        from: "1/2/2026",
        page: "-3",
      }),
    ).toMatchObject({ statuses: ["WAIT_PAY"], sortBy: "ORDER_TIME", from: "", page: 1 });
  });

  it("writes a state back to a URL that reads the same", () => {
    const state = readOrdersUrl({
      code: "SO12",
      status: ["WAIT_DELIVERY", "PARTIAL_SHIPPED"],
      from: "2026-11-01",
      to: "2026-11-30",
      sortBy: "AMOUNT",
      descending: "false",
      page: "3",
    });
    const url = ordersUrl(state);
    expect(url).toBe(
      "/ops/orders?code=SO12&status=WAIT_DELIVERY&status=PARTIAL_SHIPPED&from=2026-11-01&to=2026-11-30&sortBy=AMOUNT&descending=false&page=3",
    );
    const params = Object.fromEntries(
      [...new URL(url, "http://x").searchParams.keys()].map((key) => {
        const values = new URL(url, "http://x").searchParams.getAll(key);
        return [key, values.length > 1 ? values : values[0]];
      }),
    );
    expect(readOrdersUrl(params)).toEqual(state);
    expect(ordersUrl(readOrdersUrl({}))).toBe("/ops/orders");
  });

  it("turns Hong Kong days into instants, the last day included", () => {
    expect(hongKongDayStart("2026-11-01")).toBe("2026-10-31T16:00:00.000Z");
    expect(hongKongDayStart("2026-11-30", true)).toBe("2026-11-30T16:00:00.000Z");
    const filter = filterOfUrl(
      readOrdersUrl({ from: "2026-11-01", to: "2026-11-30", email: "a@b.c" }),
    );
    expect(filter).toEqual({
      code: null,
      email: "a@b.c",
      phone: null,
      statuses: [],
      from: "2026-10-31T16:00:00.000Z",
      to: "2026-11-30T16:00:00.000Z",
    });
  });

  it("exports the same search as CSV", () => {
    const url = new URL(
      ordersCsvUrl(readOrdersUrl({ phone: "9123", status: "WAIT_PAY", from: "2026-11-01" })),
      "http://x",
    );
    expect(url.pathname).toBe("/api/ops/orders.csv");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      phone: "9123",
      status: "WAIT_PAY",
      from: "2026-10-31T16:00:00.000Z",
      sortBy: "ORDER_TIME",
      descending: "true",
    });
  });
});

describe("console menu", () => {
  const labels = (role: Parameters<typeof permissionsOf>[0]) =>
    consoleSections(permissionsOf(role)).map((section) => section.label);

  it("shows orders, returns, stock, customers, outbox and e-mails only with aftersales:manage", () => {
    const operations = [
      "Orders",
      "Returns",
      "Stock",
      "Customers",
      "Outbox",
      "Promotions",
      "E-mails",
    ];
    expect(labels("CONTENT_EDITOR")).toEqual(["Content"]);
    expect(labels("OPERATIONS")).toEqual(operations);
    expect(labels("ADMIN")).toEqual(["Content", ...operations]);
  });
});
