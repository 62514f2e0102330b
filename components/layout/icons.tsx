/**
 * The header's line icons: decorative, so each control carries its own accessible name. Their
 * stroke is the global `line-icon` class's (app/globals.css), not attributes: every page's
 * markup repeats them twice over (the HTML and its payload).
 */
const LINE = {
  viewBox: "0 0 24 24",
  className: "line-icon",
  "aria-hidden": true,
} as const;

export function PersonIcon() {
  return (
    <svg width="22" height="22" strokeWidth="1.8" {...LINE}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}

export function BagIcon() {
  return (
    <svg width="22" height="22" strokeWidth="1.8" {...LINE}>
      <path d="M5 8h14l-1 13H6L5 8z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg width="20" height="20" strokeWidth="2" {...LINE}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg width="24" height="24" strokeWidth="2" {...LINE}>
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg width="22" height="22" strokeWidth="2" {...LINE}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

const CHEVRONS = {
  up: "M6 15l6-6 6 6",
  down: "M6 9l6 6 6-6",
  left: "M15 6l-6 6 6 6",
  right: "M9 6l6 6-6 6",
} as const;

export function ChevronIcon(props: { direction: keyof typeof CHEVRONS; size?: number }) {
  const size = props.size ?? 14;
  const d = CHEVRONS[props.direction];
  return (
    <svg width={size} height={size} strokeWidth="2" {...LINE}>
      <path d={d} />
    </svg>
  );
}

/** A stylised peak: the brand mark beside the text logo. */
export function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <path d="M2 27 L12 9 L17 17 L21 11 L30 27 Z" fill="currentColor" />
      <path d="M12 9 L14.5 13.5 L12 12.5 L9.8 13 Z" fill="var(--color-accent)" />
    </svg>
  );
}
