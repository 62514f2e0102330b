import { describe, expect, it } from "vitest";
import {
  lookupFailure,
  nextPollDelay,
  POLL_BASE_MS,
  POLL_MAX_MS,
  pollStep,
} from "@/lib/domain/payments/result-lookup";

describe("a payment result whose order could not be read", () => {
  it("asks a caller without a session, or with a revoked one, to sign in and come back", () => {
    expect(lookupFailure(["401"], false)).toBe("signedOut");
    expect(lookupFailure(["10110143"], true)).toBe("signedOut");
  });

  it("asks a visitor to sign in when the order is not theirs, as after a session was replaced", () => {
    expect(lookupFailure(["ORDER_NOT_FOUND"], false)).toBe("signedOut");
  });

  it("tells a signed-in member that another account's order is not in this account", () => {
    expect(lookupFailure(["ORDER_NOT_FOUND"], true)).toBe("notYours");
  });

  it("takes a timeout or server error for 'not known yet', never for someone else's order", () => {
    expect(lookupFailure([undefined], true)).toBe("unavailable");
    expect(lookupFailure(["INTERNAL_SERVER_ERROR"], false)).toBe("unavailable");
    expect(lookupFailure([], true)).toBe("unavailable");
  });
});

describe("the waiting page's poll", () => {
  it("waits while the status is the one shown, and renders again once it changed", () => {
    expect(pollStep({ status: "WAIT_PAY" }, "WAIT_PAY")).toBe("wait");
    expect(pollStep({ status: "WAIT_DELIVERY" }, "WAIT_PAY")).toBe("render");
    expect(pollStep({ status: "WAIT_PAY" }, null)).toBe("render");
  });

  it("renders again on a definite refusal, so the page can say sign in or not yours", () => {
    expect(pollStep({ errorCodes: ["ORDER_NOT_FOUND"] }, "WAIT_PAY")).toBe("render");
    expect(pollStep({ errorCodes: ["401"] }, "WAIT_PAY")).toBe("render");
  });

  it("keeps asking after a failed ask, pausing twice as long each time up to a ceiling", () => {
    expect(pollStep({ errorCodes: [] }, "WAIT_PAY")).toBe("retry");
    const delays = [POLL_BASE_MS];
    for (let i = 0; i < 6; i++) delays.push(nextPollDelay(delays.at(-1)!, "retry"));
    expect(delays).toEqual([3000, 6000, 12000, 24000, 30000, 30000, 30000]);
    expect(Math.max(...delays)).toBe(POLL_MAX_MS);
    expect(nextPollDelay(POLL_MAX_MS, "wait")).toBe(POLL_BASE_MS);
  });
});
