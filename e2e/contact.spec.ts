import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support";

test("the contact form names a faulty field in place, then sends the message", async ({ page }) => {
  await gotoHydrated(page, "/contact-us");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  const form = page.getByTestId("feedback-form");
  await form.getByLabel("Name").fill("Chan Tai Man");
  await form.getByLabel("E-mail").fill("chan@example");
  await form.getByLabel("Message").fill("Do the rain jackets run small?");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please enter a valid e-mail address.");
  await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("E-mail").fill("chan@example.com");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("feedback-sent")).toContainText("We have your message");
});
