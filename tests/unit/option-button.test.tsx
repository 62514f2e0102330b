// @vitest-environment jsdom
/** One option for colour, width and size, as a link (product page) or a button (bag picker). */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OptionButton } from "@/components/catalog/option-button";

afterEach(cleanup);

describe("the option button", () => {
  it("is a link marked aria-current when given an href, keeping its data attributes", () => {
    render(
      <OptionButton href="/product/P1?size=M" selected data-size="M">
        M
      </OptionButton>,
    );
    const link = screen.getByRole("link", { name: "M" });
    expect(link.getAttribute("href")).toBe("/product/P1?size=M");
    expect(link.getAttribute("aria-current")).toBe("true");
    expect(link.getAttribute("data-size")).toBe("M");
  });

  it("is a button marked aria-pressed otherwise, and a refused size cannot be pressed", () => {
    const onClick = vi.fn();
    render(
      <>
        <OptionButton selected={false} onClick={onClick}>
          S
        </OptionButton>
        <OptionButton selected={false} disabled onClick={onClick}>
          XL
        </OptionButton>
      </>,
    );
    const small = screen.getByRole("button", { name: "S" });
    expect(small.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(small);
    fireEvent.click(screen.getByRole("button", { name: "XL" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("fills a colour swatch and names it by its label", () => {
    render(<OptionButton swatch="#1c1c1c" label="Black" selected onClick={() => undefined} />);
    const swatch = screen.getByRole("button", { name: "Black" });
    expect(swatch.getAttribute("aria-pressed")).toBe("true");
    expect(swatch.style.background).toContain("rgb(28, 28, 28)");
  });
});
