"use client";
/**
 * The top bar's autoplay (accounts §2: "vertical autoplay looping carousel"): one message at a
 * time, the next every TOP_BAR_INTERVAL_MS, back to the first after the last. It pauses while
 * the pointer or focus is on it (WCAG 2.2.2), and moves without sliding when the visitor asks
 * for reduced motion. Before hydration the first message shows, so nothing shifts.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import styles from "./top-bar.module.css";

/** Not in the spec (ADR 0040): long enough to read a line of about 60 characters. */
const TOP_BAR_INTERVAL_MS = 4000;

export function TopBarCarousel(props: { count: number; children: ReactNode }) {
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);
  const track = useRef<HTMLUListElement>(null);

  // Only the message in view can be focused or read: the others are out of sight.
  useEffect(() => {
    [...(track.current?.children ?? [])].forEach((message, index) => {
      (message as HTMLElement).inert = index !== shown;
    });
  }, [shown]);

  useEffect(() => {
    if (props.count < 2 || paused) return;
    const timer = window.setInterval(
      () => setShown((current) => (current + 1) % props.count),
      TOP_BAR_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [props.count, paused]);

  return (
    <div
      className={styles.window}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        ref={track}
        className={styles.track}
        style={{ transform: `translateY(${-100 * shown}%)` }}
      >
        {props.children}
      </ul>
    </div>
  );
}
