/**
 * Draws the image of an image verification (accounts §7 imageVerificationCreate): 4-5
 * characters, each shifted and rotated, over noise lines and dots, as an SVG data URL. Drawn
 * here so no outside service sees who signs in; characters that look alike (0/O, 1/I/l) are left
 * out so a person can always read it.
 */
import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const WIDTH = 120;
const HEIGHT = 40;

export function randomAnswer(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

const colour = () => `hsl(${randomInt(360)},${randomInt(40, 70)}%,${randomInt(25, 45)}%)`;

export function drawVerifyImage(answer: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<path d="M${randomInt(WIDTH)} ${randomInt(HEIGHT)} Q${randomInt(WIDTH)} ${randomInt(HEIGHT)} ${randomInt(WIDTH)} ${randomInt(HEIGHT)}" stroke="${colour()}" stroke-width="${randomInt(1, 3)}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${colour()}"/>`,
    );
  }
  const step = (WIDTH - 20) / answer.length;
  [...answer].forEach((char, i) => {
    const x = 10 + step * i + step / 2 + randomInt(-3, 4);
    const y = 28 + randomInt(-5, 6);
    const rotate = randomInt(-30, 31);
    const skew = randomInt(-15, 16);
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-size="${randomInt(22, 28)}" font-weight="bold" fill="${colour()}" text-anchor="middle" transform="rotate(${rotate} ${x} ${y}) skewX(${skew})">${char}</text>`,
    );
  });
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<line x1="0" y1="${randomInt(HEIGHT)}" x2="${WIDTH}" y2="${randomInt(HEIGHT)}" stroke="${colour()}" stroke-width="1"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f4f0"/>${parts.join("")}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
