/**
 * Analytics events of the checkout (accounts §7: "checkout start, payment info, purchase ...
 * are tracking only; errors are swallowed"). One tiny interface so pages never talk to a
 * vendor script directly: `track(event, data)`. The default sink pushes onto
 * `window.dataLayer` when a tag manager put one there; nothing is sent otherwise.
 */
export type TrackingEvent = "begin_checkout" | "add_payment_info" | "purchase";

export type TrackingData = Record<string, unknown>;

export type TrackingSink = (event: TrackingEvent, data: TrackingData) => void;

interface WindowWithDataLayer {
  dataLayer?: unknown[];
}

const dataLayerSink: TrackingSink = (event, data) => {
  if (typeof window === "undefined") return;
  const layer = (window as WindowWithDataLayer).dataLayer;
  if (Array.isArray(layer)) layer.push({ event, ...data });
};

let sink: TrackingSink = dataLayerSink;

/** Tests and other adapters replace the sink; `null` restores the default. */
export function setTrackingSink(next: TrackingSink | null): void {
  sink = next ?? dataLayerSink;
}

/** Never throws: a broken tracker must not break a purchase. */
export function track(event: TrackingEvent, data: TrackingData = {}): void {
  try {
    sink(event, data);
  } catch {
    // Swallowed on purpose (accounts §7).
  }
}
