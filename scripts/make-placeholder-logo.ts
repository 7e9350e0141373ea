/**
 * Draws the example company's placeholder logo (a house on a blue tile) and
 * writes it to public/branding/logo.png. Run once with
 * `npx tsx scripts/make-placeholder-logo.ts`; the PNG is committed, so a
 * company replacing it with its own logo never needs this script.
 */
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { companyBranding } from '../src/config/branding.ts';

const SIZE = 240;
/** Each pixel is sampled on a 4×4 grid so edges come out smooth. */
const SUBSAMPLES = 4;

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];

function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), SIZE - radius);
  const cy = Math.min(Math.max(y, radius), SIZE - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function insideTriangle([px, py]: Point, a: Point, b: Point, c: Point): boolean {
  const side = (p: Point, q: Point) => (px - q[0]) * (p[1] - q[1]) - (p[0] - q[0]) * (py - q[1]);
  const d1 = side(a, b);
  const d2 = side(b, c);
  const d3 = side(c, a);
  const hasNegative = d1 < 0 || d2 < 0 || d3 < 0;
  const hasPositive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(hasNegative && hasPositive);
}

function insideRect(
  x: number,
  y: number,
  left: number,
  top: number,
  right: number,
  bottom: number,
): boolean {
  return x >= left && x <= right && y >= top && y <= bottom;
}

const blue = hexToRgb(companyBranding.colors.headerBlue);
const accent = hexToRgb(companyBranding.colors.accent);
const white: Rgb = [255, 255, 255];

/** The colour at one sub-pixel point, or undefined outside the tile (transparent). */
function colourAt(x: number, y: number): Rgb | undefined {
  if (!insideRoundedSquare(x, y, 40)) return undefined;
  const p: Point = [x, y];
  // Roof: a chevron, i.e. a triangle minus the same triangle moved down.
  const roof = insideTriangle(p, [28, 122], [120, 38], [212, 122]);
  const roofHole = insideTriangle(p, [28, 156], [120, 72], [212, 156]);
  if (roof && !roofHole) return white;
  if (insideRect(x, y, 70, 118, 170, 198)) {
    if (insideRect(x, y, 106, 150, 134, 198)) return accent;
    return white;
  }
  return blue;
}

const png = new PNG({ width: SIZE, height: SIZE });
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    let red = 0;
    let green = 0;
    let blueSum = 0;
    let covered = 0;
    for (let sy = 0; sy < SUBSAMPLES; sy++) {
      for (let sx = 0; sx < SUBSAMPLES; sx++) {
        const colour = colourAt(x + (sx + 0.5) / SUBSAMPLES, y + (sy + 0.5) / SUBSAMPLES);
        if (!colour) continue;
        red += colour[0];
        green += colour[1];
        blueSum += colour[2];
        covered++;
      }
    }
    const offset = (y * SIZE + x) * 4;
    const samples = SUBSAMPLES * SUBSAMPLES;
    png.data[offset] = covered ? Math.round(red / covered) : 0;
    png.data[offset + 1] = covered ? Math.round(green / covered) : 0;
    png.data[offset + 2] = covered ? Math.round(blueSum / covered) : 0;
    png.data[offset + 3] = Math.round((covered / samples) * 255);
  }
}

writeFileSync(companyBranding.logoFile, PNG.sync.write(png));
console.log(`Logo escrito en ${companyBranding.logoFile} (${SIZE}×${SIZE} px)`);
