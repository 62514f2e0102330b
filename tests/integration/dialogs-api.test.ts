import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishContent, saveContentDraft } from "@/lib/domain/content/store";
import { DIALOG_REPORTS_PER_CLIENT_PER_HOUR } from "@/lib/domain/dialogs/constants";
import { DIALOG_FAILURE_CODES, dialogOpensOn } from "@/lib/domain/dialogs/opens";
import { dialogConfig, openDialog } from "@/lib/graphql/operations/dialogs";
import { importContent } from "@/lib/seed/content-files";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

let database: TestDatabase;
let client: TestClient;
// 23:30 in Hong Kong: half an hour later is the next shop day.
let now = new Date("2026-11-27T15:30:00Z");
const zh = { headers: { lang: "zh_HK" } };

beforeAll(async () => {
  database = await createTestDatabase();
  client = new TestClient(createTestServer(database.db, { now: () => now }));
  const report = await importContent(database.db, "content", now);
  if (!report.ok) throw new Error(report.problems.join("\n"));
});
afterAll(() => database.dispose());

describe("dialog configuration (accounts §7 Content, §3 Dialog config)", () => {
  it("answers the configured pop-ups with their rules and each device's texts in the caller's language", async () => {
    const en = await client.call(dialogConfig, {});
    expect(en.body.errors).toBeUndefined();
    const options = en.body.data?.dialogConfig ?? [];
    expect(options.map((option) => option.componentName).sort()).toEqual([
      "DynamicBasket",
      "Promotion",
      "RecommendProductsPopup",
      "ViewItemsReminder",
    ]);
    const basket = options.find((option) => option.id === "basket-free-delivery");
    expect(basket).toMatchObject({ rule: "lt", totalAmount: 1000, count: 2, index: 1 });
    expect(basket?.pc.texts[0]).toEqual({
      text: "{amount} more for free delivery",
      fontSize: 20,
      colour: "#1f3d2b",
    });
    expect(basket?.mobile.texts[0]?.fontSize).toBe(16);
    const promotion = options.find((option) => option.id === "members-welcome");
    expect(promotion).toMatchObject({ timeout: 30, count: 2 });
    expect(promotion?.pc.buttonLink).toBe("/register");

    const chinese = await client.call(dialogConfig, {}, zh);
    const welcome = chinese.body.data?.dialogConfig.find(
      (option) => option.id === "members-welcome",
    );
    expect(welcome?.pc.buttonText).toBe("立即加入");
  });

  it("answers no pop-ups when the published config has none", async () => {
    const saved = await saveContentDraft(
      database.db,
      { kind: "dialogs", code: "default", body: { dialogs: [] }, author: "test" },
      now,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved.issues));
    await publishContent(
      database.db,
      { kind: "dialogs", code: "default", version: saved.version },
      now,
    );
    expect((await client.call(dialogConfig, {})).body.data?.dialogConfig).toEqual([]);
    // Roll back to the demo config: publishing the first version again.
    await publishContent(database.db, { kind: "dialogs", code: "default", version: 1 }, now);
    expect((await client.call(dialogConfig, {})).body.data?.dialogConfig).toHaveLength(4);
  });
});

describe("the open-dialog report (accounts §4: opening reports the dialog id)", () => {
  it("counts each open of a configured dialog on the shop's day", async () => {
    for (let open = 0; open < 3; open += 1) {
      const answer = await client.call(openDialog, { id: "members-welcome" });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.openDialog).toBe(true);
    }
    await client.call(openDialog, { id: "basket-free-delivery" });
    expect(await dialogOpensOn(database.db, "members-welcome", "2026-11-27")).toBe(3);
    expect(await dialogOpensOn(database.db, "basket-free-delivery", "2026-11-27")).toBe(1);
  });

  it("starts a new count at midnight in Hong Kong", async () => {
    now = new Date("2026-11-27T16:05:00Z");
    await client.call(openDialog, { id: "members-welcome" });
    expect(await dialogOpensOn(database.db, "members-welcome", "2026-11-28")).toBe(1);
    expect(await dialogOpensOn(database.db, "members-welcome", "2026-11-27")).toBe(3);
  });

  it("refuses an empty or unknown id in the caller's language and counts nothing", async () => {
    const empty = await client.call(openDialog, { id: "  " });
    expect(empty.body.data?.openDialog ?? null).toBeNull();
    expect(empty.body.errors?.[0]?.extensions?.code).toBe(DIALOG_FAILURE_CODES.ID_REQUIRED);
    expect(empty.body.errors?.[0]?.message).toBe("Please give the pop-up's id.");

    const unknown = await client.call(openDialog, { id: "no-such-dialog" }, zh);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe(DIALOG_FAILURE_CODES.UNKNOWN);
    expect(unknown.body.errors?.[0]?.message).toBe("此彈出視窗不存在。");
    expect(await dialogOpensOn(database.db, "no-such-dialog", "2026-11-28")).toBe(0);

    const tooLong = await client.call(openDialog, { id: "x".repeat(500) });
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe(DIALOG_FAILURE_CODES.UNKNOWN);

    const missing = await client.raw({
      path: "/api/graphql/openDialog",
      body: JSON.stringify({
        query: openDialog.source,
        operationName: "openDialog",
        variables: {},
      }),
    });
    const missingBody = (await missing.json()) as { errors?: unknown[] };
    expect(missingBody.errors?.length).toBeGreaterThan(0);
  });

  it("refuses a client's reports past the hourly limit and counts none of them", async () => {
    const day = "2026-11-28";
    const before = await dialogOpensOn(database.db, "recently-viewed", day);
    const codes: (string | undefined)[] = [];
    // This client's earlier reports (5) in this file count toward the same hour.
    for (let report = 0; report < DIALOG_REPORTS_PER_CLIENT_PER_HOUR; report += 1) {
      const answer = await client.call(openDialog, { id: "recently-viewed" });
      codes.push(answer.body.errors?.[0]?.extensions?.code as string | undefined);
    }
    const refused = codes.filter((code) => code === DIALOG_FAILURE_CODES.TOO_MANY);
    expect(refused).toHaveLength(5);
    expect(await dialogOpensOn(database.db, "recently-viewed", day)).toBe(
      before + DIALOG_REPORTS_PER_CLIENT_PER_HOUR - 5,
    );
    // An hour later the client may report again.
    now = new Date(now.getTime() + 61 * 60 * 1000);
    const later = await client.call(openDialog, { id: "recently-viewed" });
    expect(later.body.data?.openDialog).toBe(true);
  });
});
