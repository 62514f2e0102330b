/**
 * The footer's icons by the names the footer content uses (accounts §2 Footer: service icons
 * 16 px, follow-us icons 24 px). Decorative: each link carries its own text. An unknown name
 * draws a plain dot rather than nothing, so an editor's typo shows instead of a gap.
 */
/** Each icon as one path's data: one element a page carries per icon. */
const PATHS: Record<string, string> = {
  phone:
    "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  mail: "M3 6h18v12H3z M3 7l9 6 9-6",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18 M12 7v5l3 2",
  chat: "M4 5h16v11H9l-5 4z",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4 M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8 M17.5 6.5h.01",
  wechat: "M9 4a7 6 0 0 0-4 11l-1 3 3-1.5A7 6 0 1 0 9 4 M15 10a6 5 0 1 1 2 9.5L19.5 21l-.5-2.5",
  youtube: "M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z M10 9l5 3-5 3z",
};
const DOT = "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6";

export function FooterIcon(props: { name: string; size: 16 | 24 }) {
  return (
    <svg
      width={props.size}
      height={props.size}
      viewBox="0 0 24 24"
      className="line-icon"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d={PATHS[props.name] ?? DOT} />
    </svg>
  );
}
