/**
 * Product pictures of the demo catalog, drawn locally at seed time (no download): a coloured
 * silhouette on a light background, written as webp under public/catalog/. Every picture of a
 * type has one fixed size, stored with its row, so the layout never shifts. Each distinct
 * (shape, colour, variant) is drawn once and reused by every product that shows it; a file that
 * already exists is kept, so a second seed run draws nothing.
 */
import { existsSync, mkdirSync, renameSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ProductImageType } from "@/lib/domain/catalog/constants";
import { SHAPES } from "./products-shapes";
import type { ShapeCode } from "./products-templates";

export type PictureSpec =
  | {
      kind: "product";
      shape: ShapeCode;
      colour: string;
      rgb: string;
      variant: "main" | "figure" | "white";
    }
  | { kind: "rich"; shape: ShapeCode; n: 1 | 2 }
  | { kind: "tag"; label: string };

/** Pixel size per image type: product pictures are portrait 4:5, rich content banners 8:5. */
export const PICTURE_SIZE: Record<PictureSpec["kind"], { width: number; height: number }> = {
  product: { width: 800, height: 1000 },
  rich: { width: 800, height: 500 },
  tag: { width: 240, height: 80 },
};

export const CATALOG_URL_PREFIX = "/catalog/";

export function pictureFile(spec: PictureSpec): string {
  if (spec.kind === "product") return `${spec.shape}-${spec.colour}-${spec.variant}.webp`;
  if (spec.kind === "rich") return `rich-${spec.shape}-${spec.n}.webp`;
  return `tag-${spec.label.toLowerCase()}.webp`;
}

export function pictureImage(
  spec: PictureSpec,
  type: ProductImageType,
  sort: number,
  colorCode: string | null,
) {
  return {
    url: `${CATALOG_URL_PREFIX}${pictureFile(spec)}`,
    type,
    sort,
    colorCode,
    ...PICTURE_SIZE[spec.kind],
  };
}

/** A colour mixed towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(amount < 0 ? channel * (1 + amount) : channel + (255 - channel) * amount),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}

function productSvg(spec: Extract<PictureSpec, { kind: "product" }>): string {
  const shape = SHAPES[spec.shape];
  const fill = spec.rgb;
  const line = shade(fill, -0.45);
  const background =
    spec.variant === "white"
      ? "#ffffff"
      : spec.variant === "figure"
        ? shade(fill, 0.82)
        : "#f3f1ec";
  // The figure view is mirrored and turned slightly, so it reads as a second angle.
  const transform =
    spec.variant === "figure" ? "translate(800 0) scale(-1 1) rotate(-4 400 500)" : "";
  const baffles = shape.baffles
    ? Array.from(
        { length: 11 },
        (_, i) => `<path d="M0 ${300 + i * 55} L800 ${300 + i * 55}" />`,
      ).join("")
    : "";
  const band = shape.band
    ? `<rect x="0" y="330" width="800" height="110" fill="${shade(fill, 0.35)}" />`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs><clipPath id="c"><path d="${shape.outline}" /></clipPath></defs>
  <rect width="800" height="1000" fill="${background}" />
  <ellipse cx="400" cy="900" rx="280" ry="26" fill="#000" opacity="0.08" />
  <g transform="${transform}"><g transform="${shape.transform ?? ""}">
    <path d="${shape.outline}" fill="${fill}" />
    <g clip-path="url(#c)" stroke="${line}" stroke-width="5" fill="none">${band}${baffles}</g>
    ${(shape.dark ?? []).map((d) => `<path d="${d}" fill="#2b2b2b" />`).join("")}
    <g stroke="${line}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round">
      ${shape.details.map((d) => `<path d="${d}" />`).join("")}
    </g>
    <path d="${shape.outline}" fill="none" stroke="${line}" stroke-width="7" stroke-linejoin="round" />
  </g></g>
</svg>`;
}

function richSvg(spec: Extract<PictureSpec, { kind: "rich" }>): string {
  const shape = SHAPES[spec.shape];
  const [sky, far, near] =
    spec.n === 1 ? ["#dfe9ef", "#9fb8a6", "#5d7f67"] : ["#f1e6d8", "#c9a98b", "#8a6a52"];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
  <rect width="800" height="500" fill="${sky}" />
  <path d="M0 360 L150 220 L260 300 L420 150 L560 280 L680 200 L800 300 L800 500 L0 500 Z" fill="${far}" />
  <path d="M0 430 L200 330 L380 400 L560 320 L800 410 L800 500 L0 500 Z" fill="${near}" />
  <g transform="translate(40 60) scale(0.38)">
    <path d="${shape.outline}" fill="#ffffff" opacity="0.92" stroke="#3a3a3a" stroke-width="10" />
  </g>
</svg>`;
}

const TAG_COLOURS: Record<string, string> = {
  new: "#1f7a4d",
  best_seller: "#b3282d",
  online_exclusive: "#1f2a44",
  recycled: "#3f7d4e",
  limited: "#6c3b63",
};

function tagSvg(spec: Extract<PictureSpec, { kind: "tag" }>): string {
  const fill = TAG_COLOURS[spec.label.toLowerCase()] ?? "#333333";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
  <rect x="4" y="4" width="232" height="72" rx="36" fill="${fill}" />
  <path d="M40 40 L52 18 L64 40 L52 62 Z" fill="#ffffff" />
  <rect x="80" y="34" width="130" height="12" rx="6" fill="#ffffff" opacity="0.85" />
</svg>`;
}

function svgOf(spec: PictureSpec): string {
  if (spec.kind === "product") return productSvg(spec);
  if (spec.kind === "rich") return richSvg(spec);
  return tagSvg(spec);
}

/** Draws the pictures not yet on disk; returns how many were written. */
export async function ensurePictures(
  specs: Iterable<PictureSpec>,
  directory: string,
): Promise<number> {
  mkdirSync(directory, { recursive: true });
  const missing = new Map<string, PictureSpec>();
  for (const spec of specs) {
    const file = pictureFile(spec);
    if (!missing.has(file) && !existsSync(path.join(directory, file))) missing.set(file, spec);
  }
  const queue = [...missing];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [file, spec] = next;
      const target = path.join(directory, file);
      // Write then rename: a concurrent seed (parallel test files) never sees half a file.
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await sharp(Buffer.from(svgOf(spec)))
        .webp({ quality: 80 })
        .toFile(temporary);
      renameSync(temporary, target);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return missing.size;
}
