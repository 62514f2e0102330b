/**
 * The top bar (accounts §2 Shared layout): the light config's messages for the page's language
 * as a vertical, looping carousel above the header. It belongs to the full layout, so the
 * checkout and payment pages, which have the simplified one, do not show it (ADR 0040). Nothing
 * shows while the config has no message.
 */
import { SiteLink } from "./site-link";
import { TopBarCarousel } from "./top-bar-carousel";
import styles from "./top-bar.module.css";

export interface TopBarMessage {
  text: string;
  link: string | null;
}

export function TopBar(props: { messages: readonly TopBarMessage[]; label: string }) {
  if (props.messages.length === 0) return null;
  return (
    <aside className={styles.topBar} aria-label={props.label} data-testid="top-bar">
      <TopBarCarousel count={props.messages.length}>
        {props.messages.map((message, index) => (
          <li key={index} className={styles.message}>
            {message.link ? <SiteLink href={message.link}>{message.text}</SiteLink> : message.text}
          </li>
        ))}
      </TopBarCarousel>
    </aside>
  );
}
