// @vitest-environment jsdom
/** The /payment page submits only a form post rebuilt from the Payment response (shopping §4). */
import { describe, expect, it } from "vitest";
import { rebuildHandOffForm } from "@/components/payments/hand-off";

describe("rebuildHandOffForm", () => {
  it("keeps the action and hidden fields, nothing else", () => {
    const html = `<form id="f" method="post" action="https://pay.example/p" onsubmit="steal()">
      <input type="hidden" name="amount" value="1234.50"><input type="hidden" name="q" value="a&amp;b">
      <input type="text" name="visible" value="x"></form><script>steal()</script>`;
    const form = rebuildHandOffForm(html, document)!;
    expect(form.getAttribute("action")).toBe("https://pay.example/p");
    expect(form.method).toBe("post");
    expect(form.getAttribute("onsubmit")).toBeNull();
    expect(Object.fromEntries(new FormData(form))).toEqual({ amount: "1234.50", q: "a&b" });
  });

  it("refuses an answer without a form or with a script URL", () => {
    expect(rebuildHandOffForm("<p>nothing</p>", document)).toBeNull();
    expect(rebuildHandOffForm('<form action="javascript:alert(1)"></form>', document)).toBeNull();
  });
});
