/**
 * Silhouettes for the generated product pictures, drawn on an 800 × 1000 canvas: an outline
 * path per shape plus detail strokes (zips, seams, soles), all plain SVG.
 */
import type { ShapeCode } from "./products-templates";

export interface Shape {
  outline: string;
  /** Detail paths drawn in a darker tone of the product colour. */
  details: string[];
  /** Horizontal baffle lines clipped to the outline (down jackets). */
  baffles?: boolean;
  /** A lighter band across the chest (windbreakers). */
  band?: boolean;
  /** Paths filled in a dark neutral (soles). */
  dark?: string[];
  /** Scales small silhouettes up to fill the canvas like the others. */
  transform?: string;
}

const JACKET_BODY =
  "L230 260 L150 330 L110 700 L185 715 L225 420 L235 840 L565 840 L575 420 L615 715 L690 700 L650 330 L570 260";
const HOODED = `M400 130 C340 130 300 170 295 230 ${JACKET_BODY} L505 230 C500 170 460 130 400 130 Z`;

export const SHAPES: Record<ShapeCode, Shape> = {
  shell: {
    outline: HOODED,
    details: [
      "M400 250 L400 840",
      "M330 215 C360 260 440 260 470 215",
      "M260 560 L330 560",
      "M470 560 L540 560",
    ],
  },
  puffer: { outline: HOODED, details: ["M400 250 L400 840"], baffles: true },
  softshell: {
    outline:
      "M340 170 L460 170 L470 235 L570 260 L650 330 L690 700 L615 715 L575 420 L565 840 L235 840 L225 420 L185 715 L110 700 L150 330 L230 260 L330 235 Z",
    details: ["M400 190 L400 840", "M340 170 L400 230 L460 170", "M470 380 L530 380"],
  },
  windbreaker: { outline: HOODED, details: ["M400 250 L400 520", "M360 520 L440 520"], band: true },
  trousers: {
    outline: "M270 150 L530 150 L560 860 L440 870 L405 360 L395 360 L360 870 L240 860 Z",
    details: ["M272 195 L528 195", "M400 200 L400 330", "M290 420 L350 430", "M510 420 L450 430"],
  },
  shorts: {
    outline: "M250 300 L550 300 L590 640 L430 660 L400 440 L370 660 L210 640 Z",
    details: ["M252 345 L548 345", "M400 350 L400 430", "M270 430 L330 440"],
    transform: "translate(-120 -144) scale(1.3)",
  },
  shoe: {
    outline:
      "M150 620 C150 560 190 520 250 510 L330 500 C360 430 420 400 480 400 L540 405 C560 470 600 520 680 560 C730 585 750 620 745 660 L740 690 L160 690 C150 680 148 650 150 620 Z",
    details: [
      "M400 440 L470 520",
      "M430 430 L500 505",
      "M460 420 L530 490",
      "M250 560 C350 600 520 610 700 600",
    ],
    dark: ["M150 660 L745 660 L740 700 C600 715 300 715 160 700 Z"],
    transform: "translate(-114 -110) scale(1.15)",
  },
  backpack: {
    outline:
      "M280 260 C280 190 330 160 400 160 C470 160 520 190 520 260 L540 800 C540 830 520 850 490 850 L310 850 C280 850 260 830 260 800 Z",
    details: [
      "M360 160 C360 110 440 110 440 160",
      "M300 520 L500 520 L510 760 C510 780 495 790 480 790 L320 790 C305 790 290 780 290 760 Z",
      "M300 600 L500 600",
      "M285 300 L515 300",
    ],
  },
  tent: {
    outline: "M120 800 C180 480 300 330 400 310 C500 330 620 480 680 800 Z",
    details: [
      "M400 310 L400 800",
      "M150 700 C300 560 500 560 650 700",
      "M400 420 L330 800",
      "M400 420 L470 800",
    ],
    dark: ["M400 470 L350 800 L450 800 Z"],
  },
  hat: {
    outline:
      "M100 600 C100 550 240 520 270 515 C275 430 320 380 400 380 C480 380 525 430 530 515 C560 520 700 550 700 600 C700 650 560 690 400 690 C240 690 100 650 100 600 Z",
    details: ["M272 520 C330 550 470 550 528 520", "M290 470 C340 490 460 490 510 470"],
  },
  glove: {
    outline:
      "M300 850 L300 560 L270 430 C265 405 295 395 305 420 L340 520 L340 330 C340 305 375 305 375 330 L385 500 L395 290 C395 265 430 265 432 290 L440 500 L455 320 C457 297 490 297 490 322 L485 520 L505 380 C508 357 540 360 537 385 L520 600 C515 700 500 760 500 850 Z",
    details: ["M300 780 L500 780", "M330 640 C380 660 440 660 490 640"],
  },
  sock: {
    outline:
      "M330 150 L490 150 L490 560 C490 600 520 620 560 640 L640 680 C690 705 690 790 630 800 L430 800 C370 800 330 760 330 700 Z",
    details: [
      "M330 230 L490 230",
      "M330 260 L490 260",
      "M330 700 C330 740 370 770 420 770",
      "M600 680 C640 700 650 760 630 800",
    ],
  },
};
