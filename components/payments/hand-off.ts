/**
 * The provider form from a Payment response, rebuilt from its action and hidden fields only:
 * the page submits exactly a form post, and nothing else in the answer (a script, a handler)
 * can run in the shop's origin.
 */
export function rebuildHandOffForm(html: string, document: Document): HTMLFormElement | null {
  const parsed = new DOMParser().parseFromString(html, "text/html").querySelector("form");
  const action = parsed?.getAttribute("action");
  if (!parsed || !action || !/^https?:\/\//i.test(action)) return null;
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  for (const input of Array.from(parsed.querySelectorAll<HTMLInputElement>("input[type=hidden]"))) {
    const field = document.createElement("input");
    field.type = "hidden";
    field.name = input.name;
    field.value = input.value;
    form.appendChild(field);
  }
  return form;
}
