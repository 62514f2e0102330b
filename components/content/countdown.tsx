"use client";
/**
 * A countdown block's clock: the time left until `endsAt`, each second. The server renders the
 * end time itself, so the block reads right before (and without) JavaScript.
 */
import { useSyncExternalStore } from "react";
import { SHOP_TIME_ZONE, type Locale } from "@/lib/domain/locales";
import styles from "./landing-blocks.module.css";

const SECOND = 1000;

function parts(ms: number): [number, number, number, number] {
  const total = Math.max(0, Math.floor(ms / SECOND));
  return [
    Math.floor(total / 86_400),
    Math.floor(total / 3600) % 24,
    Math.floor(total / 60) % 60,
    total % 60,
  ];
}

/** The clock as an outside store: the current second, told to React once a second. */
function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, SECOND);
  return () => window.clearInterval(timer);
}
const currentSecond = () => Math.floor(Date.now() / SECOND) * SECOND;
/** On the server (and while hydrating) there is no "now": the end time is shown instead. */
const noTime = () => null;

export function Countdown(props: { endsAt: string; locale: Locale }) {
  const end = new Date(props.endsAt).getTime();
  const now = useSyncExternalStore(subscribe, currentSecond, noTime);
  const endText = new Intl.DateTimeFormat(props.locale === "zh" ? "zh-HK" : "en-HK", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
  }).format(end);
  if (now === null) return <time dateTime={props.endsAt}>{endText}</time>;
  const [days, hours, minutes, seconds] = parts(end - now);
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    <time dateTime={props.endsAt} className={styles.clock} aria-label={endText}>
      {days > 0 ? `${days}d ` : ""}
      {pad(hours)}:{pad(minutes)}:{pad(seconds)}
    </time>
  );
}
