// The demo's product pictures, drawn here as SVG (no internet, nothing binary in the repo): a soft
// studio backdrop, a shadow, and a simple flat object in the product's colour. The media module
// writes each original to the data dir the first time it is shown and makes the sub-sizes.
export type PictureShape =
  | 'shirt'
  | 'hoodie'
  | 'jacket'
  | 'shoe'
  | 'mug'
  | 'chair'
  | 'book'
  | 'pen'
  | 'bag'
  | 'candle'
  | 'clock'
  | 'lamp'
  | 'can'
  | 'cloth'
  | 'sock'
  | 'pattern-stripes'
  | 'pattern-dots'
  | 'pattern-plain'
  | 'journal';

export const PICTURE_SIZE = 1200;

const shapes: Record<PictureShape, (fill: string, detail: string) => string> = {
  shirt: (f, d) =>
    `<path d="M430 300 L520 260 Q600 320 680 260 L770 300 L880 420 L800 490 L760 450 L760 900 L440 900 L440 450 L400 490 L320 420 Z" fill="${f}"/><path d="M520 260 Q600 330 680 260" fill="none" stroke="${d}" stroke-width="14"/><line x1="600" y1="330" x2="600" y2="880" stroke="${d}" stroke-width="6" stroke-dasharray="2 40"/>`,
  hoodie: (f, d) =>
    `<path d="M420 330 Q600 180 780 330 L900 560 L820 600 L780 520 L780 920 L420 920 L420 520 L380 600 L300 560 Z" fill="${f}"/><path d="M500 330 Q600 440 700 330" fill="none" stroke="${d}" stroke-width="18"/><rect x="500" y="700" width="200" height="110" rx="30" fill="${d}" opacity="0.35"/>`,
  jacket: (f, d) =>
    `<path d="M430 280 L540 250 L600 330 L660 250 L770 280 L900 600 L810 630 L770 520 L770 930 L430 930 L430 520 L390 630 L300 600 Z" fill="${f}"/><line x1="600" y1="330" x2="600" y2="930" stroke="${d}" stroke-width="12"/><rect x="470" y="640" width="90" height="16" rx="8" fill="${d}"/><rect x="640" y="640" width="90" height="16" rx="8" fill="${d}"/>`,
  shoe: (f, d) =>
    `<path d="M300 760 L320 560 Q420 520 500 600 L620 640 Q820 660 900 760 L900 820 L300 820 Z" fill="${f}"/><rect x="300" y="800" width="600" height="40" rx="16" fill="${d}"/><path d="M420 600 L540 650 M450 570 L570 630" stroke="${d}" stroke-width="12"/>`,
  mug: (f, d) =>
    `<rect x="400" y="430" width="360" height="420" rx="40" fill="${f}"/><path d="M760 520 Q880 520 880 640 Q880 760 760 760" fill="none" stroke="${f}" stroke-width="46"/><ellipse cx="580" cy="440" rx="180" ry="30" fill="${d}" opacity="0.5"/>`,
  chair: (f, d) =>
    `<rect x="420" y="300" width="360" height="330" rx="40" fill="${f}"/><rect x="380" y="600" width="440" height="110" rx="30" fill="${f}"/><rect x="420" y="700" width="30" height="220" fill="${d}"/><rect x="750" y="700" width="30" height="220" fill="${d}"/>`,
  book: (f, d) =>
    `<rect x="420" y="280" width="380" height="600" rx="20" fill="${f}"/><rect x="420" y="280" width="50" height="600" fill="${d}" opacity="0.5"/><rect x="540" y="420" width="200" height="26" rx="13" fill="${d}" opacity="0.6"/>`,
  journal: (f, d) =>
    `<rect x="420" y="280" width="380" height="600" rx="20" fill="${f}"/><rect x="730" y="280" width="22" height="600" fill="${d}"/><circle cx="610" cy="560" r="70" fill="none" stroke="${d}" stroke-width="10"/>`,
  pen: (f, d) =>
    `<g transform="rotate(-35 600 600)"><rect x="560" y="250" width="80" height="620" rx="40" fill="${f}"/><path d="M560 860 L600 960 L640 860 Z" fill="${d}"/><rect x="610" y="300" width="14" height="220" rx="7" fill="${d}"/></g>`,
  bag: (f, d) =>
    `<path d="M500 440 Q500 300 600 300 Q700 300 700 440" fill="none" stroke="${d}" stroke-width="26"/><path d="M380 440 L820 440 L860 900 L340 900 Z" fill="${f}"/>`,
  candle: (f, d) =>
    `<rect x="450" y="480" width="300" height="400" rx="30" fill="${f}"/><path d="M600 380 Q640 430 600 470 Q560 430 600 380 Z" fill="#f2a93b"/><rect x="596" y="460" width="8" height="30" fill="${d}"/>`,
  clock: (f, d) =>
    `<circle cx="600" cy="580" r="300" fill="${f}"/><circle cx="600" cy="580" r="250" fill="#fffaf2"/><line x1="600" y1="580" x2="600" y2="400" stroke="${d}" stroke-width="18" stroke-linecap="round"/><line x1="600" y1="580" x2="720" y2="640" stroke="${d}" stroke-width="14" stroke-linecap="round"/>`,
  lamp: (f, d) =>
    `<path d="M440 300 L760 300 L840 520 L360 520 Z" fill="${f}"/><rect x="585" y="520" width="30" height="330" fill="${d}"/><rect x="470" y="850" width="260" height="40" rx="20" fill="${d}"/>`,
  can: (f, d) =>
    `<path d="M430 480 L770 480 L740 880 L460 880 Z" fill="${f}"/><path d="M770 560 L930 420" stroke="${f}" stroke-width="40" stroke-linecap="round"/><path d="M520 480 Q600 340 680 480" fill="none" stroke="${d}" stroke-width="22"/>`,
  cloth: (f, d) =>
    `<rect x="360" y="400" width="480" height="420" rx="24" fill="${f}"/><path d="M360 520 L840 520 M360 640 L840 640" stroke="${d}" stroke-width="10" opacity="0.5"/>`,
  sock: (f, d) =>
    `<path d="M520 260 L700 260 L700 700 Q700 860 540 860 L420 860 Q360 860 360 790 Q360 730 430 720 L520 700 Z" fill="${f}"/><rect x="520" y="260" width="180" height="70" fill="${d}" opacity="0.5"/>`,
  'pattern-stripes': (f, d) =>
    Array.from(
      { length: 12 },
      (_, i) => `<rect x="${i * 100}" y="0" width="50" height="1200" fill="${i % 2 ? f : d}"/>`,
    ).join(''),
  'pattern-dots': (f, d) =>
    `<rect width="1200" height="1200" fill="${d}"/>` +
    Array.from(
      { length: 36 },
      (_, i) =>
        `<circle cx="${100 + (i % 6) * 200}" cy="${100 + Math.floor(i / 6) * 200}" r="45" fill="${f}"/>`,
    ).join(''),
  'pattern-plain': (f) => `<rect width="1200" height="1200" fill="${f}"/>`,
};

/** A square product picture: backdrop, shadow and the object. */
export function productPicture(shape: PictureShape, fill: string, backdrop: string): string {
  const detail = '#2b2b2b';
  const isPattern = shape.startsWith('pattern-');
  const body = isPattern
    ? shapes[shape](fill, backdrop)
    : `<rect width="1200" height="1200" fill="${backdrop}"/><circle cx="600" cy="560" r="430" fill="#ffffff" opacity="0.35"/><ellipse cx="600" cy="960" rx="330" ry="40" fill="#000" opacity="0.12"/>${shapes[shape](fill, detail)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 1200 1200">${body}</svg>`;
}

/** A wide picture for a post: overlapping circles in two colours. */
export function postPicture(first: string, second: string, backdrop: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750" viewBox="0 0 1200 750"><rect width="1200" height="750" fill="${backdrop}"/><circle cx="480" cy="380" r="260" fill="${first}" opacity="0.9"/><circle cx="730" cy="380" r="220" fill="${second}" opacity="0.8"/><rect x="180" y="640" width="840" height="18" rx="9" fill="#fff" opacity="0.5"/></svg>`;
}
