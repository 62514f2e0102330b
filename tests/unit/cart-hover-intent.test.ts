/** The mini cart's hover timing (shopping §9: 200 ms open, 200 ms close, 500 ms cooldown). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createHoverIntent } from "@/components/cart/hover-intent";
import {
  MINI_CART_CLOSE_DELAY_MS,
  MINI_CART_COOLDOWN_MS,
  MINI_CART_OPEN_DELAY_MS,
} from "@/lib/client/ui-constants";

function setUp(canOpen = () => true) {
  let open = false;
  const intent = createHoverIntent({
    openDelayMs: MINI_CART_OPEN_DELAY_MS,
    closeDelayMs: MINI_CART_CLOSE_DELAY_MS,
    cooldownMs: MINI_CART_COOLDOWN_MS,
    isOpen: () => open,
    open: () => {
      open = true;
    },
    close: () => {
      open = false;
    },
    canOpen,
  });
  return { intent, isOpen: () => open };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the mini cart's hover timing", () => {
  it("opens 200 ms after the pointer rests on the icon, not before", () => {
    const { intent, isOpen } = setUp();
    intent.enter();
    vi.advanceTimersByTime(MINI_CART_OPEN_DELAY_MS - 1);
    expect(isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen()).toBe(true);
  });

  it("does not open when the pointer passes by in less than 200 ms", () => {
    const { intent, isOpen } = setUp();
    intent.enter();
    vi.advanceTimersByTime(MINI_CART_OPEN_DELAY_MS / 2);
    intent.leave();
    vi.advanceTimersByTime(MINI_CART_OPEN_DELAY_MS * 5);
    expect(isOpen()).toBe(false);
  });

  it("closes 200 ms after the pointer leaves, and stays open when it comes back in time", () => {
    const { intent, isOpen } = setUp();
    intent.enter();
    vi.advanceTimersByTime(MINI_CART_OPEN_DELAY_MS);
    intent.leave();
    vi.advanceTimersByTime(MINI_CART_CLOSE_DELAY_MS - 1);
    intent.enter();
    vi.advanceTimersByTime(MINI_CART_CLOSE_DELAY_MS * 5);
    expect(isOpen()).toBe(true);
    intent.leave();
    vi.advanceTimersByTime(MINI_CART_CLOSE_DELAY_MS - 1);
    expect(isOpen()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen()).toBe(false);
  });

  it("waits out the 500 ms cooldown after closing before it opens again", () => {
    const { intent, isOpen } = setUp();
    intent.enter();
    vi.advanceTimersByTime(MINI_CART_OPEN_DELAY_MS);
    intent.closeNow();
    expect(isOpen()).toBe(false);
    intent.leave();
    intent.enter();
    vi.advanceTimersByTime(MINI_CART_COOLDOWN_MS - 1);
    expect(isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen()).toBe(true);
  });

  it("still waits the open delay when the cooldown is already over", () => {
    const { intent, isOpen } = setUp();
    intent.enter();
    vi.advanceTimersByTime(MINI_CART_OPEN_DELAY_MS);
    intent.leave();
    vi.advanceTimersByTime(MINI_CART_CLOSE_DELAY_MS + MINI_CART_COOLDOWN_MS);
    expect(isOpen()).toBe(false);
    intent.enter();
    vi.advanceTimersByTime(MINI_CART_OPEN_DELAY_MS - 1);
    expect(isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen()).toBe(true);
  });

  it("does not open when it may not (option off or nothing in the bag)", () => {
    const { intent, isOpen } = setUp(() => false);
    intent.enter();
    vi.advanceTimersByTime(MINI_CART_OPEN_DELAY_MS * 5);
    expect(isOpen()).toBe(false);
  });

  it("leaves no timer behind once disposed", () => {
    const { intent, isOpen } = setUp();
    intent.enter();
    intent.dispose();
    vi.advanceTimersByTime(MINI_CART_OPEN_DELAY_MS * 5);
    expect(isOpen()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
