/**
 * Product illustrations for the demo catalogue: one drawing per product type (keyed by the template's model
 * prefix, e.g. `JY-V` is the projector), so a projector looks like a projector and a printer like a printer.
 * Each drawing is plain SVG in a 200×200 box, object standing on y≈170, coloured with the category's colour
 * (`c`) plus neutral greys; scripts/generate-media.ts frames it into three views (front, angled, close-up).
 * Kept small on purpose: no text, no gradients, no external fonts.
 */

/** Neutral tones shared by every drawing. */
const D = '#343a40'; // dark body
const M = '#868e96'; // mid grey
const L = '#dee2e6'; // light grey
const W = '#fff';

type Art = { draw: (c: string) => string /** centre of the close-up view */; focus: [number, number] };

const art = (focus: [number, number], draw: (c: string) => string): Art => ({ draw, focus });

/** Repeats `f(i)` for i in 0..n-1 (rows of ports, bays, bubbles …). */
const rep = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

export const productArt: Record<string, Art> = {
  // ── 办公设备 ──
  'JY-P': art(
    [140, 112],
    (c) => `
<rect x="45" y="40" width="110" height="22" rx="3" fill="${W}" stroke="${M}" stroke-width="2"/>
<rect x="25" y="60" width="150" height="80" rx="10" fill="${L}" stroke="${M}" stroke-width="2"/>
<rect x="25" y="60" width="150" height="14" rx="6" fill="${D}"/>
<rect x="40" y="118" width="120" height="16" rx="3" fill="${W}" stroke="${M}" stroke-width="2"/>
<rect x="120" y="84" width="40" height="16" rx="3" fill="${D}"/><circle cx="128" cy="92" r="3" fill="${c}"/>
<rect x="35" y="140" width="130" height="12" rx="3" fill="${M}"/>`,
  ),
  'JY-M': art(
    [60, 90],
    (c) => `
<rect x="30" y="32" width="140" height="24" rx="5" fill="${D}"/><rect x="40" y="38" width="120" height="6" rx="2" fill="${M}"/>
<rect x="25" y="56" width="150" height="104" rx="8" fill="${L}" stroke="${M}" stroke-width="2"/>
<rect x="38" y="66" width="44" height="26" rx="3" fill="${D}"/><rect x="42" y="70" width="36" height="18" fill="${c}" opacity=".7"/>
<circle cx="100" cy="79" r="5" fill="#22b8cf"/><circle cx="114" cy="79" r="5" fill="#e64980"/><circle cx="128" cy="79" r="5" fill="#fab005"/><circle cx="142" cy="79" r="5" fill="${D}"/>
<rect x="38" y="104" width="124" height="12" rx="3" fill="${W}" stroke="${M}"/><rect x="38" y="124" width="124" height="26" rx="3" fill="${W}" stroke="${M}"/>
<rect x="90" y="134" width="20" height="5" rx="2" fill="${M}"/>`,
  ),
  'JY-S': art(
    [100, 50],
    (c) => `
<path d="M70 18 h60 v36 h-60 z" fill="${W}" stroke="${M}" stroke-width="2"/>${rep(4, (i) => `<path d="M78 ${26 + i * 7} h44" stroke="${L}" stroke-width="2"/>`)}
<rect x="40" y="48" width="120" height="24" rx="6" fill="${D}"/><rect x="62" y="56" width="76" height="5" rx="2" fill="#000"/><circle cx="146" cy="60" r="4" fill="${c}"/>
<path d="M46 72 h108 l-8 92 h-92 z" fill="${L}" stroke="${M}" stroke-width="2"/>
<rect x="64" y="92" width="72" height="50" rx="4" fill="${W}" stroke="${M}"/>${rep(9, (i) => `<path d="M${70 + i * 8} ${118 + (i % 3) * 4} v${20 - (i % 3) * 4}" stroke="${M}" stroke-width="2"/>`)}`,
  ),
  'JY-V': art(
    [62, 112],
    (c) => `
<path d="M100 110 L198 62 V160 Z" fill="${c}" opacity=".18"/>
<rect x="20" y="84" width="140" height="56" rx="14" fill="${L}" stroke="${M}" stroke-width="2"/>
<rect x="20" y="84" width="140" height="12" rx="6" fill="${W}"/>
<circle cx="62" cy="112" r="22" fill="${D}"/><circle cx="62" cy="112" r="14" fill="#4dabf7"/><circle cx="56" cy="106" r="4" fill="${W}" opacity=".8"/>
${rep(6, (i) => `<rect x="${102 + i * 8}" y="104" width="4" height="20" rx="2" fill="${M}"/>`)}
<circle cx="148" cy="94" r="3" fill="${c}"/><rect x="34" y="140" width="12" height="8" fill="${M}"/><rect x="134" y="140" width="12" height="8" fill="${M}"/>`,
  ),
  'JY-T': art(
    [100, 110],
    (c) => `
<path d="M22 96 h156 v34 a8 8 0 0 1 -8 8 h-140 a8 8 0 0 1 -8 -8 z" fill="${D}"/>
<rect x="22" y="82" width="156" height="20" rx="8" fill="${M}"/>
<rect x="34" y="124" width="132" height="10" rx="5" fill="#2b8a3e"/>
<path d="M70 82 q30 -26 60 0" fill="none" stroke="${D}" stroke-width="7"/>
<rect x="70" y="104" width="60" height="14" rx="2" fill="${c}"/>`,
  ),

  // ── 工业安全防护 ──
  'AD-H': art(
    [100, 80],
    (c) => `
<path d="M36 128 Q36 52 100 48 Q164 52 164 128 Z" fill="${c}"/>
<path d="M92 48 h16 v78 h-16 z" fill="${W}" opacity=".35"/>
<path d="M16 128 Q100 116 184 128 Q186 142 170 142 H30 Q14 142 16 128 Z" fill="${c}" stroke="${D}" stroke-opacity=".3" stroke-width="2"/>
<path d="M56 66 Q66 56 78 54" stroke="${W}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".6"/>`,
  ),
  'AD-G': art(
    [70, 100],
    (c) => `
<path d="M8 98 Q40 78 40 98 M192 98 Q160 78 160 98" stroke="${D}" stroke-width="10" fill="none"/>
<path d="M30 76 Q100 62 170 76 Q178 120 150 128 Q120 132 108 116 Q100 108 92 116 Q80 132 50 128 Q22 120 30 76 Z" fill="${c}"/>
<path d="M40 84 Q100 72 160 84 Q164 114 144 118 Q122 120 112 106 Q100 96 88 106 Q78 120 56 118 Q36 114 40 84 Z" fill="#a5d8ff" opacity=".85"/>
<path d="M52 90 L70 86 M130 86 L148 90" stroke="${W}" stroke-width="4" stroke-linecap="round"/>`,
  ),
  'AD-K': art(
    [100, 100],
    (c) => `
<path d="M36 76 Q10 80 14 104 Q18 126 44 124 M164 76 Q190 80 186 104 Q182 126 156 124" stroke="${M}" stroke-width="4" fill="none"/>
<path d="M40 72 Q100 48 160 72 Q166 120 100 150 Q34 120 40 72 Z" fill="${W}" stroke="${L}" stroke-width="3"/>
<path d="M100 58 V148" stroke="${L}" stroke-width="3"/><path d="M62 62 Q80 58 96 60" stroke="${M}" stroke-width="4" fill="none"/>
<circle cx="70" cy="108" r="8" fill="${c}" opacity=".8"/>`,
  ),
  'AD-B': art(
    [100, 98],
    (c) => `
<path d="M70 20 L84 90 M130 20 L116 90 M70 20 Q100 40 130 20" stroke="${c}" stroke-width="10" fill="none" stroke-linejoin="round"/>
<path d="M84 90 L116 130 M116 90 L84 130" stroke="${c}" stroke-width="10"/>
<path d="M60 108 H140" stroke="${D}" stroke-width="10"/>
<path d="M84 130 L70 176 M116 130 L130 176" stroke="${c}" stroke-width="10"/>
<rect x="88" y="88" width="24" height="20" rx="4" fill="${M}"/><circle cx="100" cy="18" r="9" fill="none" stroke="${M}" stroke-width="5"/>
<rect x="92" y="100" width="16" height="16" rx="3" fill="${L}" stroke="${D}" stroke-width="2"/>`,
  ),
  'AD-Q': art(
    [100, 78],
    (c) => `
<rect x="66" y="24" width="68" height="140" rx="18" fill="${D}"/><rect x="72" y="30" width="56" height="128" rx="14" fill="${c}"/>
<rect x="78" y="48" width="44" height="56" rx="4" fill="#1b1b1b"/>
<rect x="84" y="56" width="32" height="8" rx="1" fill="#8ce99a"/><rect x="84" y="70" width="26" height="8" rx="1" fill="#8ce99a"/><rect x="84" y="84" width="30" height="8" rx="1" fill="#ffd43b"/>
<circle cx="100" cy="36" r="4" fill="#fa5252"/>${rep(3, (i) => `<rect x="84" y="${118 + i * 10}" width="32" height="4" rx="2" fill="${D}"/>`)}
<circle cx="88" cy="150" r="4" fill="${W}"/><circle cx="112" cy="150" r="4" fill="${W}"/>`,
  ),

  // ── 电工电气 ──
  'DB-C': art(
    [100, 96],
    (c) => `
<rect x="66" y="22" width="68" height="150" rx="6" fill="${W}" stroke="${M}" stroke-width="2"/>
<rect x="66" y="82" width="68" height="30" fill="${L}"/>
<rect x="88" y="64" width="24" height="38" rx="4" fill="${c}"/><rect x="92" y="60" width="16" height="10" rx="2" fill="${D}"/>
<circle cx="100" cy="38" r="9" fill="${L}" stroke="${M}" stroke-width="2"/><path d="M94 38 h12" stroke="${M}" stroke-width="3"/>
<circle cx="100" cy="156" r="9" fill="${L}" stroke="${M}" stroke-width="2"/><path d="M94 156 h12" stroke="${M}" stroke-width="3"/>
<rect x="78" y="122" width="44" height="14" rx="2" fill="${L}"/>`,
  ),
  'DB-L': art(
    [126, 100],
    (c) => `
<rect x="40" y="22" width="120" height="150" rx="6" fill="${W}" stroke="${M}" stroke-width="2"/>
<rect x="40" y="82" width="120" height="30" fill="${L}"/>
<rect x="56" y="64" width="44" height="38" rx="4" fill="${c}"/>
<circle cx="132" cy="96" r="11" fill="#fab005" stroke="${D}" stroke-width="2"/><path d="M126 96 h12 M132 90 v12" stroke="${D}" stroke-width="2"/>
${rep(4, (i) => `<circle cx="${58 + i * 28}" cy="38" r="7" fill="${L}" stroke="${M}" stroke-width="2"/><circle cx="${58 + i * 28}" cy="156" r="7" fill="${L}" stroke="${M}" stroke-width="2"/>`)}`,
  ),
  'DB-W': art(
    [160, 96],
    (c) => `
${rep(6, (i) => `<ellipse cx="${78 + i * 4}" cy="${100 - i}" rx="58" ry="50" fill="none" stroke="${c}" stroke-width="8"/>`)}
<ellipse cx="98" cy="96" rx="26" ry="22" fill="${W}"/>
<path d="M150 104 Q170 120 182 108" stroke="${c}" stroke-width="8" fill="none"/><path d="M182 108 l12 -10" stroke="#e8590c" stroke-width="5" stroke-linecap="round"/>`,
  ),
  'DB-P': art(
    [100, 100],
    (c) => `
<rect x="36" y="36" width="128" height="128" rx="16" fill="${L}" stroke="${M}" stroke-width="2"/>
<circle cx="100" cy="100" r="48" fill="${c}"/><circle cx="100" cy="100" r="38" fill="${D}"/>
${[
  [100, 74],
  [78, 112],
  [122, 112],
  [86, 88],
  [114, 88],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${W}"/>`)
  .join('')}
${[
  [48, 48],
  [152, 48],
  [48, 152],
  [152, 152],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${M}"/>`)
  .join('')}`,
  ),
  'DB-G': art(
    [100, 100],
    (c) => `
<path d="M100 8 v22" stroke="${M}" stroke-width="4"/><circle cx="100" cy="8" r="6" fill="none" stroke="${M}" stroke-width="3"/>
<rect x="70" y="30" width="60" height="14" rx="3" fill="${D}"/>
${rep(11, (i) => `<rect x="${42 + i * 11}" y="44" width="6" height="46" rx="2" fill="${M}"/>`)}
<ellipse cx="100" cy="96" rx="72" ry="14" fill="${D}"/><ellipse cx="100" cy="98" rx="62" ry="10" fill="#fff3bf"/>
<path d="M44 110 L24 170 M100 112 V176 M156 110 L176 170 M72 112 L60 174 M128 112 L140 174" stroke="${c}" stroke-width="4" stroke-linecap="round" opacity=".6"/>`,
  ),

  // ── 五金工具 ──
  'RG-T': art(
    [60, 72],
    (c) => `
<rect x="14" y="40" width="172" height="120" rx="10" fill="${c}"/><rect x="22" y="48" width="156" height="104" rx="6" fill="${D}"/>
${rep(8, (i) => `<circle cx="${36 + i * 18}" cy="70" r="${5 + i * 0.6}" fill="${L}" stroke="${M}" stroke-width="2"/><circle cx="${36 + i * 18}" cy="70" r="${2 + i * 0.3}" fill="${D}"/>`)}
<path d="M34 106 h100" stroke="${L}" stroke-width="8" stroke-linecap="round"/><circle cx="146" cy="106" r="13" fill="${L}"/><circle cx="146" cy="106" r="5" fill="${D}"/>
${rep(5, (i) => `<rect x="${32 + i * 26}" y="126" width="18" height="16" rx="3" fill="${M}"/>`)}`,
  ),
  'RG-D': art(
    [172, 72],
    (c) => `
<path d="M40 50 h106 a14 14 0 0 1 14 14 v16 a14 14 0 0 1 -14 14 h-56 l-10 40 h-30 l6 -40 h-10 a14 14 0 0 1 -14 -14 v-16 a14 14 0 0 1 14 -14 z" fill="${c}"/>
<rect x="48" y="134" width="60" height="30" rx="5" fill="${D}"/><rect x="54" y="140" width="12" height="4" rx="2" fill="#8ce99a"/>
<rect x="160" y="60" width="18" height="24" rx="3" fill="${D}"/><path d="M178 72 h18" stroke="${M}" stroke-width="5"/>
<rect x="76" y="94" width="8" height="16" rx="3" fill="${D}"/><rect x="40" y="58" width="22" height="28" rx="4" fill="${D}" opacity=".35"/>`,
  ),
  'RG-W': art(
    [48, 62],
    (c) => `
<path d="M60 78 L170 166 a12 12 0 0 1 -16 18 L44 96 Z" fill="${L}" stroke="${M}" stroke-width="2"/>
<path d="M100 112 L160 160" stroke="${c}" stroke-width="14" stroke-linecap="round"/>
<path d="M20 60 a34 34 0 0 1 54 -40 l-16 20 l-12 -2 l-8 16 z" fill="${M}"/>
<path d="M24 60 L44 96 L68 78 L56 56 Z" fill="${M}"/><circle cx="58" cy="80" r="6" fill="${D}"/>`,
  ),
  'RG-C': art(
    [70, 92],
    (c) => `
<rect x="20" y="80" width="170" height="22" rx="2" fill="${L}" stroke="${M}" stroke-width="2"/>
${rep(16, (i) => `<path d="M${84 + i * 6} 80 v${i % 5 === 0 ? 10 : 6}" stroke="${M}" stroke-width="1.5"/>`)}
<path d="M20 80 v-50 h16 l10 50 z M20 102 v60 h14 l6 -60 z" fill="${M}"/>
<path d="M58 76 h36 v30 h-22 v50 h-12 l-2 -50 z" fill="${M}"/>
<rect x="46" y="76" width="58" height="34" rx="6" fill="${c}"/><rect x="52" y="82" width="36" height="14" rx="2" fill="#d3f9d8"/>
<rect x="56" y="86" width="26" height="6" fill="${D}" opacity=".7"/><circle cx="96" cy="89" r="4" fill="${W}"/>`,
  ),
  'RG-A': art(
    [50, 100],
    (c) => `
<rect x="64" y="80" width="120" height="40" rx="18" fill="${c}"/>${rep(5, (i) => `<rect x="${150 + i * 6}" y="86" width="3" height="28" fill="${D}" opacity=".5"/>`)}
<rect x="40" y="72" width="34" height="52" rx="8" fill="${D}"/>
<ellipse cx="40" cy="134" rx="36" ry="8" fill="${M}"/><path d="M6 132 a36 10 0 0 1 58 -10" fill="none" stroke="${D}" stroke-width="6"/>
<path d="M70 80 v-34" stroke="${D}" stroke-width="10" stroke-linecap="round"/><rect x="184" y="92" width="10" height="16" rx="3" fill="${D}"/>`,
  ),

  // ── 网络设备 ──
  'YL-S': art(
    [60, 100],
    (c) => `
<path d="M10 78 l20 -14 h160 l-10 14 z" fill="${L}"/>
<rect x="10" y="78" width="170" height="46" rx="4" fill="${D}"/>
${rep(12, (i) => `<rect x="${22 + i * 11}" y="${i % 2 ? 104 : 88}" width="8" height="9" rx="1" fill="#1b1b1b" stroke="${M}"/>`)}
${rep(6, (i) => `<rect x="${154 + (i % 2) * 12}" y="${88 + Math.floor(i / 2) * 10}" width="8" height="6" fill="${W}" stroke="${M}"/>`)}
${rep(12, (i) => `<circle cx="${26 + i * 11}" cy="84" r="1.6" fill="${i % 3 ? '#8ce99a' : c}"/>`)}`,
  ),
  'YL-R': art(
    [150, 130],
    (c) => `
<path d="M50 120 L40 40 M100 116 V30 M150 120 L160 40" stroke="${D}" stroke-width="8" stroke-linecap="round"/>
<path d="M24 116 h152 a10 10 0 0 1 10 10 v20 a10 10 0 0 1 -10 10 h-152 a10 10 0 0 1 -10 -10 v-20 a10 10 0 0 1 10 -10 z" fill="${W}" stroke="${M}" stroke-width="2"/>
${rep(5, (i) => `<circle cx="${36 + i * 14}" cy="136" r="3" fill="${i === 0 ? c : '#8ce99a'}"/>`)}
${rep(4, (i) => `<rect x="${120 + i * 13}" y="130" width="9" height="10" rx="1" fill="${D}"/>`)}`,
  ),
  'YL-A': art(
    [100, 120],
    (c) => `
${rep(3, (i) => `<path d="M${70 - i * 16} ${64 - i * 12} a${30 + i * 16} ${30 + i * 16} 0 0 1 ${60 + i * 32} 0" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`)}
<path d="M70 72 a30 30 0 0 1 60 0" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>
<ellipse cx="100" cy="132" rx="76" ry="26" fill="${M}"/><ellipse cx="100" cy="124" rx="76" ry="26" fill="${W}" stroke="${L}" stroke-width="2"/>
<ellipse cx="100" cy="124" rx="12" ry="4" fill="${c}"/>`,
  ),
  'YL-F': art(
    [56, 90],
    (c) => `
<rect x="10" y="64" width="180" height="60" rx="5" fill="${D}"/>
<rect x="22" y="74" width="64" height="40" rx="3" fill="${c}"/>
${[0, 1, 2, 3].map((r) => rep(4, (i) => `<rect x="${24 + i * 15 + (r % 2 ? 7 : 0)}" y="${76 + r * 9}" width="13" height="7" fill="#c92a2a" stroke="${c}"/>`)).join('')}
${rep(8, (i) => `<rect x="${98 + i * 11}" y="${i % 2 ? 100 : 84}" width="8" height="9" rx="1" fill="#1b1b1b" stroke="${M}"/>`)}`,
  ),
  'YL-C': art(
    [160, 70],
    (c) => `
${rep(5, (i) => `<ellipse cx="${80 + i * 3}" cy="${112 - i * 2}" rx="56" ry="44" fill="none" stroke="${c}" stroke-width="7"/>`)}
<path d="M130 88 Q160 70 160 48" stroke="${c}" stroke-width="7" fill="none"/>
<rect x="146" y="20" width="28" height="30" rx="3" fill="#e7f5ff" stroke="${M}" stroke-width="2"/>
${rep(5, (i) => `<rect x="${150 + i * 5}" y="22" width="3" height="10" fill="#fab005"/>`)}<rect x="152" y="38" width="16" height="6" fill="${L}"/>`,
  ),

  // ── 服务器与存储 ──
  'QT-R2': art(
    [60, 100],
    (c) => `
<path d="M10 70 l24 -16 h156 l-14 16 z" fill="${M}"/>
<rect x="10" y="70" width="166" height="60" rx="3" fill="${D}"/>
${[0, 1].map((r) => rep(6, (i) => `<rect x="${20 + i * 20}" y="${78 + r * 24}" width="17" height="20" rx="2" fill="#495057" stroke="${M}"/><circle cx="${32 + i * 20}" cy="${84 + r * 24}" r="1.8" fill="#8ce99a"/>`)).join('')}
${rep(5, (i) => `<rect x="${146}" y="${80 + i * 9}" width="22" height="4" fill="#1b1b1b"/>`)}<rect x="140" y="78" width="3" height="44" fill="${c}"/>`,
  ),
  'QT-R1': art(
    [70, 104],
    (c) => `
<path d="M10 94 l40 -30 h146 l-34 30 z" fill="${L}" stroke="${M}" stroke-width="2"/>
<rect x="10" y="94" width="152" height="28" rx="3" fill="${D}"/>
${rep(8, (i) => `<rect x="${18 + i * 15}" y="98" width="13" height="20" rx="1" fill="#495057" stroke="${M}"/><circle cx="${24 + i * 15}" cy="102" r="1.5" fill="#8ce99a"/>`)}
<rect x="142" y="100" width="14" height="16" rx="2" fill="${c}"/>`,
  ),
  'QT-S': art(
    [80, 80],
    (c) => `
<rect x="36" y="18" width="128" height="152" rx="6" fill="${D}"/><rect x="36" y="18" width="128" height="16" rx="6" fill="${c}"/>
${[0, 1, 2, 3, 4, 5].map((r) => rep(4, (i) => `<rect x="${46 + i * 28}" y="${42 + r * 20}" width="24" height="16" rx="2" fill="#495057" stroke="${M}"/><circle cx="${64 + i * 28}" cy="${50 + r * 20}" r="1.8" fill="${(r + i) % 5 ? '#8ce99a' : '#ffd43b'}"/>`)).join('')}`,
  ),
  'QT-H': art(
    [150, 96],
    (c) => `
<path d="M14 60 l22 -14 h150 l-12 14 z" fill="${M}"/><rect x="14" y="60" width="160" height="76" rx="4" fill="${D}"/>
${[0, 1, 2, 3].map((n) => `<rect x="${22 + (n % 2) * 58}" y="${68 + Math.floor(n / 2) * 32}" width="52" height="26" rx="2" fill="#495057" stroke="${M}"/>${rep(3, (i) => `<rect x="${26 + (n % 2) * 58 + i * 16}" y="${72 + Math.floor(n / 2) * 32}" width="12" height="18" rx="1" fill="#1b1b1b"/>`)}`).join('')}
<rect x="142" y="70" width="24" height="30" rx="2" fill="${c}"/><rect x="146" y="74" width="16" height="10" fill="#d0ebff"/><circle cx="154" cy="116" r="6" fill="${M}"/>`,
  ),
  'QT-D': art(
    [60, 70],
    (c) => `
<rect x="30" y="40" width="140" height="110" rx="8" fill="${M}"/><rect x="36" y="46" width="128" height="98" rx="5" fill="${L}"/>
<rect x="46" y="56" width="90" height="50" rx="4" fill="${W}"/><rect x="54" y="64" width="40" height="10" rx="2" fill="${c}"/>
<rect x="54" y="80" width="70" height="4" fill="${L}"/><rect x="54" y="90" width="54" height="4" fill="${L}"/>
${rep(12, (i) => `<rect x="${60 + i * 7}" y="144" width="4" height="8" fill="#fab005"/>`)}`,
  ),
  'QT-MDC': art(
    [60, 90],
    (c) => `
<rect x="8" y="30" width="184" height="12" rx="2" fill="${c}"/>
${rep(3, (k) => `<rect x="${12 + k * 60}" y="42" width="56" height="128" rx="2" fill="${D}"/>${rep(10, (r) => `<path d="M${20 + k * 60} ${52 + r * 11} h40" stroke="#495057" stroke-width="5" stroke-dasharray="2 2"/>`)}<rect x="${58 + k * 60}" y="100" width="4" height="16" rx="2" fill="${L}"/>`)}`,
  ),

  // ── 实验室用品 ──
  'QY-B': art(
    [100, 120],
    (c) => `
<path d="M52 30 h96 l-4 10 v116 a10 10 0 0 1 -10 10 h-68 a10 10 0 0 1 -10 -10 v-116 l-10 -10 z" fill="#e7f5ff" stroke="${M}" stroke-width="3"/>
<path d="M59 96 h82 v60 a8 8 0 0 1 -8 8 h-66 a8 8 0 0 1 -8 -8 z" fill="${c}" opacity=".55"/>
${rep(5, (i) => `<path d="M62 ${60 + i * 20} h${i % 2 ? 12 : 20}" stroke="${M}" stroke-width="2"/>`)}
<path d="M128 44 v100" stroke="${W}" stroke-width="5" stroke-linecap="round" opacity=".8"/>`,
  ),
  'QY-P': art(
    [110, 64],
    (c) => `
<rect x="94" y="8" width="16" height="16" rx="4" fill="${c}"/><rect x="99" y="22" width="6" height="12" fill="${M}"/>
<path d="M84 34 h36 v74 a18 18 0 0 1 -36 0 z" fill="${L}" stroke="${M}" stroke-width="2"/>
<rect x="118" y="40" width="18" height="10" rx="3" fill="${D}"/><rect x="90" y="54" width="24" height="12" rx="2" fill="#d3f9d8" stroke="${M}"/>
<path d="M94 122 h16 l-2 18 h-12 z" fill="${M}"/><path d="M96 140 h12 l-5 36 h-2 z" fill="#fff9db" stroke="${M}"/>`,
  ),
  'QY-T': art(
    [100, 150],
    (c) => `
<rect x="30" y="136" width="140" height="32" rx="6" fill="${L}" stroke="${M}" stroke-width="2"/>
<rect x="60" y="144" width="52" height="16" rx="2" fill="#1b1b1b"/><rect x="64" y="148" width="36" height="8" fill="#8ce99a"/>
<circle cx="128" cy="152" r="5" fill="${c}"/><circle cx="146" cy="152" r="5" fill="${M}"/>
<rect x="40" y="30" width="120" height="106" rx="4" fill="#e7f5ff" fill-opacity=".6" stroke="${M}" stroke-width="3"/>
<path d="M40 30 h120 v10 h-120 z" fill="${M}"/><ellipse cx="100" cy="122" rx="34" ry="6" fill="${M}"/><path d="M82 104 h36 l-4 14 h-28 z" fill="${c}" opacity=".6"/>`,
  ),
  'QY-G': art(
    [96, 70],
    (c) => `
<path d="M70 176 V116 L44 84 a10 10 0 0 1 16 -12 L76 90 V40 a10 10 0 0 1 20 0 V84 V28 a10 10 0 0 1 20 0 V84 V36 a10 10 0 0 1 20 0 V88 V54 a10 10 0 0 1 20 0 V124 Q156 150 136 160 V176 Z" fill="${c}"/>
<path d="M70 164 h66" stroke="${W}" stroke-width="4" opacity=".5"/><path d="M104 40 v36" stroke="${W}" stroke-width="3" opacity=".5" stroke-linecap="round"/>`,
  ),
  'QY-F': art(
    [100, 80],
    (c) => `
<rect x="26" y="14" width="148" height="156" rx="4" fill="${L}" stroke="${M}" stroke-width="2"/>
<rect x="26" y="14" width="148" height="18" fill="${c}"/>
<rect x="38" y="40" width="124" height="66" rx="2" fill="#e7f5ff" stroke="${M}" stroke-width="3"/><path d="M38 72 h124" stroke="${M}" stroke-width="3"/>
<rect x="38" y="106" width="124" height="8" fill="${D}"/><rect x="38" y="120" width="124" height="44" fill="${W}" stroke="${M}"/>
<path d="M100 120 v44" stroke="${M}"/><circle cx="92" cy="142" r="3" fill="${M}"/><circle cx="108" cy="142" r="3" fill="${M}"/>`,
  ),

  // ── 清洁用品 ──
  'JM-Z': art(
    [100, 64],
    (c) => `
<rect x="36" y="70" width="128" height="96" rx="6" fill="${c}"/><rect x="36" y="70" width="128" height="22" fill="${W}" opacity=".3"/>
<path d="M70 70 q30 -14 60 0" fill="none" stroke="${D}" stroke-width="3"/>
<path d="M82 70 q18 -36 36 0 q-10 -8 -18 -30 q-8 22 -18 30 z" fill="${W}" stroke="${L}" stroke-width="2"/>
${rep(3, (i) => `<rect x="${52 + i * 36}" y="112" width="24" height="34" rx="3" fill="${W}" opacity=".8"/>`)}`,
  ),
  'JM-L': art(
    [100, 44],
    (c) => `
<path d="M84 42 q16 -20 32 0 l-6 10 h-20 z" fill="${D}"/><path d="M90 54 h20" stroke="${D}" stroke-width="5"/>
<path d="M88 56 Q40 80 42 140 Q46 174 100 174 Q154 174 158 140 Q160 80 112 56 Z" fill="${D}"/>
<path d="M70 90 Q60 120 66 150" stroke="${M}" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="140" cy="40" r="14" fill="${c}" opacity=".6"/>`,
  ),
  'JM-C': art(
    [64, 42],
    (c) => `
<path d="M70 28 h50 l10 10 v12 h-20 v16 h-30 v-12 l-20 6 z" fill="${D}"/><path d="M86 60 l-10 24 h14" fill="none" stroke="${D}" stroke-width="6"/>
<path d="M80 66 h40 v12 q22 14 22 40 v46 a8 8 0 0 1 -8 8 h-68 a8 8 0 0 1 -8 -8 v-46 q0 -26 22 -40 z" fill="${c}"/>
<rect x="72" y="110" width="56" height="44" rx="4" fill="${W}"/><rect x="80" y="120" width="40" height="6" fill="${c}"/><rect x="80" y="132" width="28" height="4" fill="${L}"/>
<path d="M30 34 l-12 -6 M30 42 h-14 M30 50 l-12 6" stroke="${M}" stroke-width="3" stroke-linecap="round"/>`,
  ),
  'JM-M': art(
    [100, 160],
    (c) => `
<path d="M150 14 L104 148" stroke="${M}" stroke-width="8" stroke-linecap="round"/><rect x="142" y="10" width="18" height="24" rx="6" transform="rotate(19 151 22)" fill="${D}"/>
<path d="M96 146 h16 l4 10 h-24 z" fill="${D}"/>
<rect x="30" y="156" width="146" height="16" rx="4" fill="${c}"/>${rep(14, (i) => `<path d="M${36 + i * 10} 172 v6" stroke="${c}" stroke-width="4"/>`)}`,
  ),
  'JM-X': art(
    [90, 140],
    (c) => `
<path d="M150 30 L128 96" stroke="${D}" stroke-width="8" stroke-linecap="round"/><path d="M136 26 h30" stroke="${D}" stroke-width="10" stroke-linecap="round"/>
<path d="M40 90 h100 a12 12 0 0 1 12 12 v40 h-124 v-40 a12 12 0 0 1 12 -12 z" fill="${c}"/>
<rect x="46" y="98" width="40" height="30" rx="4" fill="#d0ebff"/><rect x="24" y="142" width="140" height="14" rx="4" fill="${D}"/>
<circle cx="140" cy="162" r="12" fill="${D}"/><circle cx="140" cy="162" r="5" fill="${M}"/><rect x="30" y="156" width="60" height="10" rx="4" fill="${M}"/>`,
  ),

  // ── 包装材料 ──
  'HB-X': art(
    [100, 60],
    (_c) => `
<path d="M30 70 l70 -30 l70 30 l-70 30 z" fill="#e9c38b"/>
<path d="M30 70 v80 l70 30 v-80 z" fill="#d4a15f"/><path d="M170 70 v80 l-70 30 v-80 z" fill="#c08a45"/>
<path d="M65 55 l70 30 v16" fill="none" stroke="#f1e3c8" stroke-width="12" opacity=".9"/>
<rect x="116" y="124" width="34" height="22" transform="skewY(-23)" fill="${W}" opacity=".85"/>
<path d="M44 122 l40 17" stroke="${D}" stroke-width="3" opacity=".4"/>`,
  ),
  'HB-J': art(
    [100, 100],
    (_c) => `
<circle cx="100" cy="100" r="66" fill="#e7f5ff" stroke="#a5d8ff" stroke-width="3"/>
<circle cx="100" cy="100" r="54" fill="none" stroke="#d0ebff" stroke-width="10" opacity=".8"/>
<circle cx="100" cy="100" r="34" fill="#e9c38b"/><circle cx="100" cy="100" r="26" fill="${W}"/>
<path d="M160 128 L186 170 h-28 l-14 -30" fill="#e7f5ff" stroke="#a5d8ff" stroke-width="2"/><path d="M160 170 l4 -6 l4 6 l4 -6 l4 6 l4 -6 l4 6" stroke="#a5d8ff" fill="none" stroke-width="2"/>`,
  ),
  'HB-M': art(
    [100, 100],
    (_c) => `
<rect x="60" y="30" width="80" height="134" rx="8" fill="#e7f5ff" stroke="#a5d8ff" stroke-width="3"/>
<ellipse cx="100" cy="30" rx="40" ry="12" fill="#f8f9fa" stroke="#a5d8ff" stroke-width="3"/><ellipse cx="100" cy="30" rx="12" ry="4" fill="#c08a45"/>
<rect x="94" y="164" width="12" height="12" fill="#c08a45"/><rect x="94" y="14" width="12" height="16" fill="#c08a45"/>
<path d="M140 60 Q170 70 190 100 L186 160 Q168 130 140 140" fill="#e7f5ff" fill-opacity=".7" stroke="#a5d8ff" stroke-width="2"/>
<path d="M76 44 v110" stroke="${W}" stroke-width="6" stroke-linecap="round"/>`,
  ),
  'HB-Q': art(
    [90, 90],
    (_c) => `
<path d="M20 40 h150 q10 40 -6 80 q-10 30 6 50 h-150 z" fill="#e7f5ff" stroke="#a5d8ff" stroke-width="2"/>
${[0, 1, 2, 3, 4, 5].map((r) => rep(7, (i) => `<circle cx="${34 + i * 20 + (r % 2) * 10}" cy="${56 + r * 20}" r="8" fill="${W}" stroke="#a5d8ff" stroke-width="2"/>`)).join('')}`,
  ),
  'HB-T': art(
    [52, 140],
    (c) => `
<path d="M14 110 l60 -34 h112 l-60 34 z" fill="${c}"/>
<path d="M14 110 h112 v40 h-112 z" fill="${c}" stroke="${D}" stroke-opacity=".2" stroke-width="2"/><path d="M126 110 l60 -34 v40 l-60 34 z" fill="${c}" opacity=".8"/>
<rect x="26" y="124" width="26" height="18" rx="3" fill="${D}"/><rect x="86" y="124" width="26" height="18" rx="3" fill="${D}"/>
<path d="M140 118 l18 -10 v12 l-18 10 z M166 104 l12 -7 v12 l-12 7 z" fill="${D}"/>
<path d="M30 104 l56 -22 M60 108 l56 -22 M90 110 l56 -24" stroke="${W}" stroke-width="2" opacity=".4"/>`,
  ),

  // ── 办公文具 ──
  'SH-N': art(
    [60, 130],
    (c) => `
<g transform="rotate(-40 100 100)"><rect x="28" y="88" width="124" height="24" rx="10" fill="${D}"/>
<rect x="114" y="82" width="10" height="36" rx="3" fill="${M}"/><path d="M108 88 h44 v-6 h-40 z" fill="${M}"/>
<path d="M28 92 h-14 l-12 8 l12 8 h14 z" fill="${L}"/><path d="M2 100 l-4 0" stroke="${D}" stroke-width="3"/>
<rect x="152" y="88" width="24" height="24" rx="8" fill="${c}"/><rect x="40" y="92" width="30" height="16" rx="3" fill="#495057"/></g>`,
  ),
  'SH-P': art(
    [100, 90],
    (c) => `
<path d="M30 80 l80 -30 l70 26 l-80 30 z" fill="${W}" stroke="${L}" stroke-width="2"/>
<path d="M30 80 v64 l70 26 v-64 z" fill="${W}" stroke="${L}" stroke-width="2"/><path d="M180 76 v64 l-80 30 v-64 z" fill="#f1f3f5" stroke="${L}" stroke-width="2"/>
<path d="M30 96 l70 26 l80 -30 v22 l-80 30 l-70 -26 z" fill="${c}"/>
<path d="M40 120 l50 18 M40 130 l40 15" stroke="${L}" stroke-width="3"/>`,
  ),
  'SH-B': art(
    [140, 100],
    (c) => `
<rect x="44" y="20" width="118" height="156" rx="8" fill="#5c3d2e"/><rect x="40" y="24" width="118" height="152" rx="8" fill="#7c5440"/>
<rect x="40" y="24" width="14" height="152" rx="6" fill="#5c3d2e"/><rect x="128" y="24" width="8" height="152" fill="${D}"/>
<rect x="70" y="46" width="50" height="14" rx="2" fill="none" stroke="#e9c38b" stroke-width="2"/><path d="M110 24 v40 l8 -8 l8 8 v-40" fill="${c}"/>`,
  ),
  'SH-H': art(
    [100, 80],
    (c) => `
<path d="M50 40 h50 l60 50 v80 h-110 z" fill="${c}"/><path d="M50 40 v130 h-14 v-120 z" fill="${c}" opacity=".7"/>
<rect x="68" y="118" width="70" height="26" rx="3" fill="${W}"/><rect x="76" y="126" width="40" height="4" fill="${L}"/><rect x="76" y="134" width="28" height="4" fill="${L}"/>
<circle cx="80" cy="70" r="8" fill="${D}" opacity=".5"/><path d="M56 30 h40 v14 h-40 z M60 22 h34 v10 h-34 z" fill="${W}" stroke="${L}"/>`,
  ),
  'SH-D': art(
    [40, 120],
    (c) => `
<path d="M20 130 h150 a10 10 0 0 1 0 20 h-150 a10 10 0 0 1 0 -20 z" fill="${D}"/>
<path d="M22 128 q4 -40 40 -46 l110 -8 a10 10 0 0 1 6 18 l-116 30 z" fill="${c}"/><path d="M40 118 q20 -26 60 -32" stroke="${W}" stroke-width="4" opacity=".4" fill="none" stroke-linecap="round"/>
<circle cx="160" cy="110" r="7" fill="${M}"/><rect x="30" y="126" width="40" height="6" fill="${M}"/>`,
  ),
  'SH-E01': art(
    [100, 96],
    (c) => `
<rect x="24" y="52" width="152" height="100" rx="4" fill="#d4a15f"/><path d="M24 56 l76 52 l76 -52" fill="#c08a45" stroke="#a9713c" stroke-width="2"/>
<path d="M24 152 l58 -44 M176 152 l-58 -44" stroke="#a9713c" stroke-width="2"/><rect x="136" y="62" width="28" height="20" fill="${W}" stroke="${c}" stroke-width="2"/>`,
  ),
  'SH-R20': art(
    [100, 40],
    (c) => `
${rep(7, (i) => `<rect x="${52 + i * 14}" y="${22 + (i % 2) * 6}" width="7" height="146" rx="3" fill="#f8f9fa" stroke="${M}" stroke-width="1.5"/><rect x="${52 + i * 14}" y="${22 + (i % 2) * 6}" width="7" height="30" rx="3" fill="${c}" opacity=".75"/><path d="M${55.5 + i * 14} ${168 + (i % 2) * 6} v6" stroke="${D}" stroke-width="2"/>`)}
<rect x="44" y="110" width="112" height="20" rx="4" fill="${D}" opacity=".85"/>`,
  ),

  // ── 劳保用品 ──
  'AD-S': art(
    [100, 70],
    (c) => `
<path d="M64 178 V120 L38 88 a10 10 0 0 1 16 -12 L70 92 V44 a10 10 0 0 1 20 0 V32 a10 10 0 0 1 20 0 V38 a10 10 0 0 1 20 0 V56 a10 10 0 0 1 20 0 V124 Q150 150 138 160 V178 Z" fill="#f8f9fa" stroke="${L}" stroke-width="3"/>
<rect x="60" y="150" width="82" height="28" rx="4" fill="${c}"/>${rep(8, (i) => `<circle cx="${84 + (i % 4) * 16}" cy="${70 + Math.floor(i / 4) * 20}" r="3" fill="${M}" opacity=".6"/>`)}`,
  ),
  'AD-F': art(
    [100, 110],
    (_c) => `
<path d="M64 20 L40 40 L36 176 H164 L160 40 L136 20 Q124 50 112 58 V176 H88 V58 Q76 50 64 20 Z" fill="#fab005"/>
<path d="M38 108 H86 M114 108 H162 M37 134 H86 M114 134 H163" stroke="#e9ecef" stroke-width="10"/>
<path d="M88 60 v116 M112 60 v116" stroke="${M}" stroke-width="2"/>`,
  ),
  'AD-X': art(
    [60, 150],
    (c) => `
<path d="M60 20 h60 l4 90 q60 6 66 40 v16 h-176 v-50 z" fill="${D}"/>
<path d="M14 150 h176 v16 h-176 z" fill="#1b1b1b"/><path d="M150 118 q36 8 40 32 h-44 z" fill="${c}"/>
<path d="M60 20 h60 v10 h-60 z" fill="${M}"/>${rep(5, (i) => `<path d="M84 ${40 + i * 12} h32" stroke="${M}" stroke-width="3"/>`)}`,
  ),
  'AD-W': art(
    [100, 60],
    (c) => `
<path d="M70 16 L28 34 L10 100 L30 106 L44 60 V126 H156 V60 L170 106 L190 100 L172 34 L130 16 Q100 36 70 16 Z" fill="${c}"/>
<path d="M100 30 V126" stroke="${D}" stroke-width="3"/><rect x="58" y="60" width="26" height="16" rx="2" fill="${D}" opacity=".35"/>
<path d="M44 126 H156 L150 186 H110 L100 140 L90 186 H50 Z" fill="${D}"/>
<path d="M44 96 H156" stroke="#fab005" stroke-width="6"/>`,
  ),
  'AD-E': art(
    [70, 90],
    (c) => `
<path d="M70 110 Q100 170 130 110" fill="none" stroke="${c}" stroke-width="4"/>
<rect x="48" y="54" width="40" height="58" rx="18" fill="#ffa94d" transform="rotate(-16 68 83)"/>
<rect x="112" y="54" width="40" height="58" rx="18" fill="#ffa94d" transform="rotate(16 132 83)"/>
<path d="M58 64 q12 -6 22 0 M122 64 q10 -6 22 0" stroke="${W}" stroke-width="3" opacity=".6" fill="none"/>`,
  ),

  // ── 仓储物流设备 ──
  'HG-H': art(
    [70, 70],
    (c) => `
<path d="M20 16 V178 M180 16 V178" stroke="#1c7ed6" stroke-width="8"/><path d="M20 66 H180 M20 122 H180 M20 176 H180" stroke="#f76707" stroke-width="8"/>
<rect x="30" y="34" width="60" height="28" fill="#d4a15f"/><rect x="100" y="40" width="70" height="22" fill="#e9c38b"/>
<rect x="32" y="90" width="56" height="28" fill="#e9c38b"/><rect x="98" y="84" width="36" height="34" fill="#d4a15f"/><rect x="138" y="96" width="32" height="22" fill="${c}"/>
<rect x="30" y="148" width="50" height="24" fill="#d4a15f"/>`,
  ),
  'HG-C': art(
    [40, 80],
    (c) => `
<path d="M40 40 L58 120" stroke="${D}" stroke-width="8" stroke-linecap="round"/><path d="M28 36 h26" stroke="${D}" stroke-width="10" stroke-linecap="round"/>
<path d="M50 110 h26 v40 h-30 z" fill="${c}"/><rect x="62" y="84" width="10" height="40" rx="3" fill="${M}"/>
<path d="M70 140 h120 v10 h-120 z M70 128 h120 v8 h-120 z" fill="${c}"/><circle cx="58" cy="160" r="12" fill="${D}"/><circle cx="180" cy="156" r="6" fill="${D}"/>`,
  ),
  'HG-D': art(
    [80, 150],
    (c) => `
<rect x="40" y="14" width="14" height="150" fill="${M}"/><rect x="64" y="14" width="14" height="150" fill="${M}"/><path d="M40 18 h38" stroke="${D}" stroke-width="6"/>
<rect x="30" y="110" width="64" height="56" rx="6" fill="${c}"/><rect x="36" y="118" width="22" height="14" rx="2" fill="${D}"/>
<path d="M80 130 h104 v8 h-104 z M80 150 h104 v8 h-104 z" fill="${D}"/><path d="M16 80 q0 -16 14 -16 v40" stroke="${D}" stroke-width="6" fill="none"/>
<circle cx="46" cy="170" r="8" fill="${D}"/><circle cx="170" cy="168" r="6" fill="${D}"/>`,
  ),
  'HG-Z': art(
    [100, 84],
    (c) => `
<path d="M26 58 h148 l-10 110 h-128 z" fill="${c}"/><path d="M20 50 h160 v14 h-160 z" fill="${c}" stroke="${D}" stroke-opacity=".25" stroke-width="2"/>
<rect x="80" y="74" width="40" height="12" rx="6" fill="${D}"/>
${rep(5, (i) => `<rect x="${44 + i * 24}" y="100" width="14" height="56" rx="3" fill="${D}" opacity=".2"/>`)}`,
  ),
  'HG-W': art(
    [80, 80],
    (c) => `
<rect x="16" y="26" width="128" height="90" rx="6" fill="${D}"/><rect x="22" y="32" width="116" height="74" fill="${W}"/>
<rect x="28" y="38" width="36" height="28" fill="${c}" opacity=".8"/>${rep(5, (i) => `<rect x="${74 + i * 12}" y="${90 - ((i * 17) % 40)}" width="8" height="${((i * 17) % 40) + 10}" fill="${c}"/>`)}
<rect x="28" y="74" width="36" height="4" fill="${L}"/><rect x="28" y="84" width="28" height="4" fill="${L}"/>
<path d="M70 116 h20 l6 24 h-32 z" fill="${M}"/><rect x="50" y="140" width="60" height="8" rx="3" fill="${M}"/>
<rect x="146" y="70" width="38" height="96" rx="8" fill="#fab005"/><rect x="152" y="78" width="26" height="34" rx="2" fill="#d0ebff"/>${rep(6, (i) => `<rect x="${153 + (i % 3) * 9}" y="${120 + Math.floor(i / 3) * 12}" width="6" height="7" rx="1" fill="${D}"/>`)}`,
  ),

  // ── 电子元器件 ──
  'DZ-R': art(
    [100, 100],
    (_c) => `
<rect x="8" y="60" width="184" height="80" rx="2" fill="#f8f9fa" stroke="${L}" stroke-width="2"/>${rep(12, (i) => `<circle cx="${16 + i * 16}" cy="68" r="3" fill="${L}"/>`)}
${rep(3, (i) => `<rect x="${28 + i * 56}" y="86" width="44" height="40" rx="2" fill="${L}"/><rect x="${34 + i * 56}" y="94" width="32" height="24" fill="#1b1b1b"/><rect x="${34 + i * 56}" y="94" width="6" height="24" fill="${M}"/><rect x="${60 + i * 56}" y="94" width="6" height="24" fill="${M}"/><path d="M${44 + i * 56} 106 h12" stroke="${W}" stroke-width="3"/>`)}`,
  ),
  'DZ-C': art(
    [100, 100],
    (_c) => `
<rect x="8" y="60" width="184" height="80" rx="2" fill="#f8f9fa" stroke="${L}" stroke-width="2"/>${rep(12, (i) => `<circle cx="${16 + i * 16}" cy="68" r="3" fill="${L}"/>`)}
${rep(3, (i) => `<rect x="${28 + i * 56}" y="86" width="44" height="40" rx="2" fill="${L}"/><rect x="${34 + i * 56}" y="94" width="32" height="24" rx="2" fill="#c9a66b"/><rect x="${34 + i * 56}" y="94" width="7" height="24" fill="${M}"/><rect x="${59 + i * 56}" y="94" width="7" height="24" fill="${M}"/>`)}`,
  ),
  'DZ-S': art(
    [60, 140],
    (c) => `
<rect x="20" y="40" width="160" height="110" rx="3" fill="${L}" stroke="${M}" stroke-width="2"/>
${[0, 1, 2, 3].map((r) => rep(14, (i) => `<circle cx="${34 + i * 10}" cy="${56 + r * 10}" r="2.5" fill="${M}"/>`)).join('')}
<rect x="20" y="122" width="160" height="28" fill="${D}"/>${rep(7, (i) => `<rect x="${30 + i * 21}" y="126" width="15" height="20" rx="2" fill="${M}"/><circle cx="${37.5 + i * 21}" cy="136" r="4" fill="${L}"/>`)}
<rect x="130" y="98" width="36" height="14" rx="2" fill="${c}"/>`,
  ),
  'DZ-J': art(
    [100, 70],
    (c) => `
<rect x="50" y="130" width="100" height="40" rx="4" fill="${D}"/>${rep(4, (i) => `<circle cx="${64 + i * 24}" cy="150" r="5" fill="${M}"/>`)}
<rect x="62" y="34" width="76" height="96" rx="4" fill="#e7f5ff" fill-opacity=".8" stroke="${M}" stroke-width="3"/>
<rect x="76" y="60" width="48" height="40" rx="3" fill="#e8590c"/><rect x="82" y="66" width="36" height="6" fill="${c}"/>
${rep(4, (i) => `<path d="M${82 + i * 12} 100 v26" stroke="#fab005" stroke-width="3"/>`)}<rect x="86" y="40" width="28" height="12" rx="2" fill="${c}"/>`,
  ),
  'DZ-P': art(
    [74, 100],
    (c) => `
<rect x="14" y="40" width="172" height="120" rx="4" fill="${L}" stroke="${M}" stroke-width="2"/>
<rect x="14" y="40" width="172" height="22" fill="${D}"/>${rep(14, (i) => `<rect x="${20 + i * 12}" y="44" width="8" height="14" rx="1" fill="${M}"/>`)}
<rect x="14" y="138" width="172" height="22" fill="${D}"/>${rep(14, (i) => `<rect x="${20 + i * 12}" y="142" width="8" height="14" rx="1" fill="${M}"/>`)}
${rep(8, (i) => `<circle cx="${30 + i * 12}" cy="84" r="3" fill="${i % 3 ? '#8ce99a' : '#ffa94d'}"/>`)}<rect x="130" y="72" width="46" height="52" rx="3" fill="${c}"/>
<rect x="26" y="100" width="70" height="26" rx="2" fill="${W}" stroke="${M}"/>`,
  ),

  // ── 焊接设备 ──
  'HJ-Z': art(
    [60, 100],
    (c) => `
<path d="M70 36 h60" stroke="${D}" stroke-width="10" stroke-linecap="round"/><path d="M76 36 v18 M124 36 v18" stroke="${D}" stroke-width="6"/>
<rect x="20" y="54" width="160" height="110" rx="10" fill="${c}"/><rect x="20" y="150" width="160" height="14" rx="6" fill="${D}"/>
<rect x="34" y="70" width="54" height="30" rx="3" fill="#1b1b1b"/><rect x="40" y="76" width="42" height="18" fill="#ff8787"/>
<circle cx="128" cy="86" r="16" fill="${D}"/><path d="M128 74 v10" stroke="${W}" stroke-width="3"/>
<circle cx="52" cy="128" r="9" fill="${D}" stroke="${L}" stroke-width="3"/><circle cx="148" cy="128" r="9" fill="${D}" stroke="#fab005" stroke-width="3"/>`,
  ),
  'HJ-N': art(
    [60, 70],
    (c) => `
<rect x="16" y="74" width="140" height="96" rx="8" fill="${c}"/><rect x="16" y="30" width="100" height="44" rx="6" fill="${D}"/>
<circle cx="60" cy="52" r="16" fill="#fab005"/><circle cx="60" cy="52" r="6" fill="${D}"/>
<rect x="30" y="90" width="44" height="24" rx="3" fill="#1b1b1b"/><circle cx="110" cy="102" r="12" fill="${D}"/>
<path d="M130 140 Q190 130 180 80 L172 64" stroke="${D}" stroke-width="7" fill="none"/><path d="M166 66 l14 -18 l8 6 l-12 18 z" fill="${M}"/>
<circle cx="36" cy="172" r="8" fill="${D}"/><circle cx="136" cy="172" r="8" fill="${D}"/>`,
  ),
  'HJ-A': art(
    [60, 110],
    (c) => `
<rect x="150" y="30" width="36" height="140" rx="18" fill="#37b24d"/><rect x="160" y="14" width="16" height="18" fill="${M}"/><circle cx="168" cy="14" r="6" fill="${D}"/>
<rect x="14" y="76" width="126" height="92" rx="8" fill="${c}"/><rect x="14" y="154" width="126" height="14" rx="6" fill="${D}"/>
<rect x="28" y="90" width="46" height="26" rx="3" fill="#1b1b1b"/><rect x="33" y="95" width="36" height="16" fill="#74c0fc"/>
<circle cx="106" cy="104" r="14" fill="${D}"/><path d="M156 20 Q120 30 110 70" stroke="${D}" stroke-width="4" fill="none"/>
<circle cx="44" cy="138" r="7" fill="${D}"/><circle cx="108" cy="138" r="7" fill="${D}"/>`,
  ),
  'HJ-M': art(
    [100, 100],
    (c) => `
<path d="M40 60 Q40 16 100 16 Q160 16 160 60 V140 Q160 178 100 180 Q40 178 40 140 Z" fill="${D}"/>
<path d="M52 70 Q100 54 148 70 V128 Q100 146 52 128 Z" fill="${c}"/>
<rect x="70" y="80" width="60" height="34" rx="4" fill="#1b1b1b"/><rect x="76" y="86" width="48" height="22" rx="2" fill="#2b8a3e" opacity=".8"/>
<path d="M80 90 l10 -2" stroke="${W}" stroke-width="3" opacity=".7" stroke-linecap="round"/>`,
  ),
  'HJ-S': art(
    [100, 100],
    (_c) => `
<circle cx="100" cy="100" r="76" fill="${D}"/><circle cx="100" cy="100" r="64" fill="#c08a45"/>
${rep(6, (i) => `<circle cx="100" cy="100" r="${62 - i * 5}" fill="none" stroke="#e9c38b" stroke-width="1.5"/>`)}
<circle cx="100" cy="100" r="28" fill="${D}"/><circle cx="100" cy="100" r="12" fill="${W}"/>
${rep(4, (i) => `<circle cx="${100 + 20 * Math.cos((i * Math.PI) / 2)}" cy="${100 + 20 * Math.sin((i * Math.PI) / 2)}" r="4" fill="${M}"/>`)}`,
  ),
};

/** The drawing for a product template's model prefix (`JY-V`), or undefined when none is drawn. */
export function artFor(model: string): Art | undefined {
  return productArt[model];
}
