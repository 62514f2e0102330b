/**
 * Media recognition rules of shopping §5: video files by extension, and white colours (a white
 * swatch needs a border to be seen on a white page).
 */
import { VIDEO_EXTENSIONS, WHITE_COLOUR_VALUES } from "./constants";

const VIDEO = new Set<string>(VIDEO_EXTENSIONS);
const WHITE = new Set<string>(WHITE_COLOUR_VALUES);

/** True when the URL's path ends in one of the spec's video extensions (query and hash ignored). */
export function isVideoUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  const dot = path.lastIndexOf(".");
  if (dot < 0 || dot < path.lastIndexOf("/")) return false;
  return VIDEO.has(path.slice(dot + 1).toLowerCase());
}

/** True for "white", "#fff", "#ffffff" and "rgb(255,255,255)", in any case and spacing. */
export function isWhite(colour: string | null | undefined): boolean {
  if (!colour) return false;
  return WHITE.has(colour.toLowerCase().replace(/\s+/g, ""));
}
