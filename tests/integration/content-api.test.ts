import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishContent, saveContentDraft } from "@/lib/domain/content/store";
import {
  cms2loadContent,
  docs,
  docsByParentCode,
  footerContent,
  lightConfig,
  menus,
  seoInfo,
  storeLocations,
} from "@/lib/graphql/operations/content";
import { importContent } from "@/lib/seed/content-files";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

let database: TestDatabase;
let client: TestClient;
const now = new Date("2026-11-27T10:00:00Z");
const zh = { headers: { lang: "zh_HK" } };

async function publish(kind: "document" | "menu", code: string, body: unknown) {
  const saved = await saveContentDraft(database.db, { kind, code, body, author: "test" }, now);
  if (!saved.ok) throw new Error(JSON.stringify(saved.issues));
  await publishContent(database.db, { kind, code }, now);
}

beforeAll(async () => {
  database = await createTestDatabase();
  client = new TestClient(createTestServer(database.db));
  const report = await importContent(database.db, "content", now);
  if (!report.ok) throw new Error(report.problems.join("\n"));
  await publish("document", "returns", {
    parentCode: "faq",
    title: { en: "Returns", zh: "退貨" },
    content: { en: "", zh: "<p>收貨後 14 天內</p>" },
  });
  await publish("document", "hidden", {
    parentCode: "faq",
    title: { en: "Hidden", zh: "隱藏" },
    content: { en: "<p>x</p>", zh: "<p>x</p>" },
    show: false,
  });
});
afterAll(() => database.dispose());

describe("content for shoppers", () => {
  it("answers the main menu in the caller's language, four levels, goods items linked to lists", async () => {
    const en = await client.call(menus, {});
    const men = en.body.data?.menus.find((item) => item.code === "men");
    expect(men?.name).toBe("Men");
    expect(men?.url).toBe("/products/men");
    expect(men?.children[0]?.children[0]).toMatchObject({
      name: "Rain jackets",
      url: "/products/men/jackets/rain-jackets",
    });
    const chinese = await client.call(menus, {}, zh);
    expect(chinese.body.data?.menus.find((item) => item.code === "men")?.name).toBe("男裝");
  });

  it("leaves hidden menu items out, and answers an unknown menu with no items", async () => {
    await publish("menu", "FOOTER", {
      items: [
        { code: "a", name: { en: "Shown", zh: "顯示" }, type: "NONE" },
        { code: "b", name: { en: "Hidden", zh: "隱藏" }, type: "NONE", visible: false },
      ],
    });
    const footer = await client.call(menus, { menuType: "FOOTER" });
    expect(footer.body.data?.menus.map((item) => item.name)).toEqual(["Shown"]);
    expect((await client.call(menus, { menuType: "NOPE" })).body.data?.menus).toEqual([]);
  });

  it("answers a document with Chinese where the English is empty, and null when not shown", async () => {
    const returns = await client.call(docs, { code: "returns" });
    expect(returns.body.data?.docs).toMatchObject({
      title: "Returns",
      content: "<p>收貨後 14 天內</p>",
      menuCode: "faq",
    });
    expect((await client.call(docs, { code: "hidden" })).body.data?.docs).toBeNull();
    expect((await client.call(docs, { code: "missing" })).body.data?.docs).toBeNull();
    const group = await client.call(docsByParentCode, { code: "faq" });
    expect(group.body.data?.docsByParentCode.map((doc) => doc.code)).toEqual(["returns"]);
    const help = await client.call(docsByParentCode, { code: "help" });
    expect(help.body.data?.docsByParentCode.map((doc) => doc.code)).toEqual([
      "contact_us",
      "terms-of-use",
      "privacy",
    ]);
  });

  it("never lets a script stored in a document reach the answer", async () => {
    // A body written around the schema (an old row, a manual fix): sanitised again on the way out.
    await database.db.execute(
      sql`update content_versions set body = jsonb_set(body, '{content,en}', to_jsonb(${'<p onclick="x()">Hi<script>alert(1)</script></p>'}::text)) where kind = 'document' and code = 'returns'`,
    );
    const returns = await client.call(docs, { code: "returns" });
    expect(returns.body.data?.docs?.content).toBe("<p>Hi</p>");
  });

  it("answers a landing page's blocks as view data, every text in the caller's language", async () => {
    const page = await client.call(cms2loadContent, { contentCode: "home" }, zh);
    const home = page.body.data?.cms2loadContent;
    expect(home?.title).toBe("主頁");
    expect(home?.blocks.map((block) => [block.position, block.type, block.module])).toEqual([
      [0, "banner", "home"],
      [1, "productRail", "home"],
      [2, "richText", "home"],
    ]);
    const banner = JSON.parse(home?.blocks[0]?.value ?? "{}");
    expect(banner).toMatchObject({
      type: "banner",
      title: "為香港山徑而設",
      image: { alt: "海邊山脊上的行山人士", width: 1600, height: 600 },
      link: { type: "plp", categoryPaths: ["men/jackets/rain-jackets"] },
    });
    const missing = await client.call(cms2loadContent, { contentCode: "nope" });
    expect(missing.body.data?.cms2loadContent).toBeNull();
  });

  it("answers SEO info for the page codes it knows, in the API's lang", async () => {
    const info = await client.call(seoInfo, { input: { pageCodes: ["home", "nope"] } }, zh);
    expect(info.body.data?.seoInfo.lang).toBe("zh_HK");
    expect(info.body.data?.seoInfo.list).toEqual([
      expect.objectContaining({ pageCode: "home", h1label: "香港及澳門的戶外運動服飾" }),
    ]);
  });

  it("answers the top bar and the stores of a district", async () => {
    const light = await client.call(lightConfig, {});
    expect(light.body.data?.lightConfig.topBar).toHaveLength(3);
    expect(light.body.data?.lightConfig.membersEntrance).toBe(false);
    const macau = await client.call(storeLocations, { district: "澳門" });
    expect(macau.body.data?.storeLocations.map((store) => store.code)).toEqual(["macau"]);
    const all = await client.call(storeLocations, {}, zh);
    expect(all.body.data?.storeLocations.map((store) => store.district)).toEqual([
      "香港島",
      "澳門",
      "九龍",
    ]);
  });

  it("answers the footer as JSON in the caller's language, and null when none is published", async () => {
    const en = await client.call(footerContent, {});
    const footer = JSON.parse(en.body.data?.footerContent ?? "null");
    expect(footer.subscribe.title).toBe("Get our news");
    expect(footer.articleGroups[0].articleList[0]).toEqual({
      title: "Help centre",
      link: "/help",
      target: "_self",
    });
    const chinese = await client.call(footerContent, {}, zh);
    expect(JSON.parse(chinese.body.data?.footerContent ?? "null").subscribe.title).toBe(
      "訂閱最新消息",
    );

    const empty = await createTestDatabase();
    try {
      const none = await new TestClient(createTestServer(empty.db)).call(footerContent, {});
      expect(none.body.data?.footerContent).toBeNull();
    } finally {
      await empty.dispose();
    }
  });
});
