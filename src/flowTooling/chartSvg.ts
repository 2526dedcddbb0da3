/**
 * A self-contained SVG drawing of a chart: nested boxes for compound states, dashed side-by-side
 * regions for parallel states, double borders for final states, a dot for the initial state, and inside
 * each box its description, invoked actors and outgoing transitions (`EVENT [guard] → target`).
 * No fonts, scripts or network: the same string is written into docs/flows/<id>.html and shown by the
 * flow player, which highlights the active states by id. Runs in Node and in the browser.
 */
import type { ChartModel, ChartState, ChartTransition } from './chartModel';
import { transitionText } from './mermaid';

const FONT = 12;
const CHAR = 6.8;
const LINE = 16;
const PAD = 10;
const GAP = 12;
const MAX_TEXT = 46;
const ROOT_WIDTH = 980;

interface Line {
  text: string;
  kind: 'desc' | 'meta' | 'transition';
}

interface Box {
  state: ChartState;
  w: number;
  h: number;
  header: number;
  lines: Line[];
  children: Array<{ box: Box; x: number; y: number }>;
}

function wrap(text: string, max = MAX_TEXT): string[] {
  const words = text.split(/\s+/);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > max) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

function targetName(model: ChartModel, id: string, source: string): string {
  if (id === source) return 'itself';
  const state = model.states.find((s) => s.id === id);
  return state ? state.path : id;
}

function transitionLines(model: ChartModel, t: ChartTransition): string[] {
  const to = t.targets.length ? t.targets.map((id) => targetName(model, id, t.source)).join(', ') : 'stays';
  const actions = t.actions.length ? ` / ${t.actions.join(', ')}` : '';
  return wrap(`${transitionText(t)} → ${to}${actions}`, MAX_TEXT + 8);
}

function measure(model: ChartModel, state: ChartState, maxWidth: number): Box {
  const lines: Line[] = [];
  if (state.description) wrap(state.description).forEach((text) => lines.push({ text, kind: 'desc' }));
  if (state.invokes.length) lines.push({ text: `invokes ${state.invokes.map((i) => i.src).join(', ')}`, kind: 'meta' });
  if (state.tags.length) lines.push({ text: `tags: ${state.tags.join(', ')}`, kind: 'meta' });
  for (const t of state.transitions) transitionLines(model, t).forEach((text, i) => lines.push({ text: i ? `   ${text}` : text, kind: 'transition' }));
  const header = LINE + PAD;
  const textWidth = Math.max(state.key.length + 12, ...lines.map((l) => l.text.length)) * CHAR + 2 * PAD;
  const textHeight = header + lines.length * LINE + PAD;

  const children: Box['children'] = [];
  let width = textWidth;
  let height = textHeight;
  if (state.children.length) {
    const inner = Math.max(maxWidth - 2 * PAD, 200);
    const boxes = state.children.map((c) => measure(model, c, state.kind === 'parallel' ? inner / state.children.length : inner));
    let x = PAD;
    let y = textHeight;
    let rowHeight = 0;
    let rowWidth = 0;
    for (const box of boxes) {
      if (state.kind !== 'parallel' && x > PAD && x + box.w > inner + PAD) {
        x = PAD;
        y += rowHeight + GAP;
        rowHeight = 0;
      }
      children.push({ box, x, y });
      x += box.w + GAP;
      rowWidth = Math.max(rowWidth, x - GAP + PAD);
      rowHeight = Math.max(rowHeight, box.h);
    }
    width = Math.max(width, rowWidth);
    height = y + rowHeight + PAD;
    if (state.kind === 'parallel') children.forEach((c) => (c.box.h = rowHeight));
  }
  return { state, w: Math.ceil(width), h: Math.ceil(height), header, lines, children };
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * How each part looks, as SVG presentation attributes rather than a <style> element: the app's Content Security
 * Policy refuses inline style, so the flow player drew every box black. Attributes are not style, and the same
 * string stays self-contained in docs/flows/.
 */
const LOOK = {
  svg: `font-family="system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Thai',sans-serif" font-size="${FONT}" fill="#1f2933"`,
  name: 'font-weight="700" font-size="13"',
  activeName: 'font-weight="700" font-size="13" fill="#7c4a03"',
  desc: 'fill="#3e4c59" font-style="italic"',
  meta: 'fill="#52606d"',
  transition: 'fill="#0b4f8a" font-family="ui-monospace,SFMono-Regular,Menlo,Consolas,monospace" font-size="11"',
  box: 'fill="#ffffff" stroke="#7b8794" stroke-width="1.2"',
  regionBox: 'fill="#f8fafc" stroke="#7b8794" stroke-width="1.2" stroke-dasharray="6 4"',
  finalBox: 'fill="#ffffff" stroke="#1f2933" stroke-width="1.2"',
  activeBox: 'fill="#fff7d6" stroke="#b7791f" stroke-width="3"',
  finalRing: 'fill="none" stroke="#1f2933" stroke-width="1"',
  initial: 'fill="#1f2933"',
} as const;

interface DrawContext {
  out: string[];
  active: ReadonlySet<string>;
}

function draw(box: Box, x: number, y: number, ctx: DrawContext, isRoot: boolean, parentKind: string | undefined, initialId: string | undefined): void {
  const s = box.state;
  const { out } = ctx;
  const active = ctx.active.has(s.id);
  const classes = ['state', `kind-${s.kind}`];
  if (parentKind === 'parallel') classes.push('region');
  if (active) classes.push('active');
  out.push(`<g class="${classes.join(' ')}" data-state-id="${esc(s.id)}" data-state-path="${esc(s.path)}">`);
  out.push(`<title>${esc(s.path || s.id)}${s.description ? `: ${esc(s.description)}` : ''}</title>`);
  if (!isRoot) {
    const look = active ? LOOK.activeBox : parentKind === 'parallel' ? LOOK.regionBox : s.kind === 'final' ? LOOK.finalBox : LOOK.box;
    out.push(`<rect class="box" x="${x}" y="${y}" width="${box.w}" height="${box.h}" rx="8" ${look}/>`);
    if (s.kind === 'final') out.push(`<rect class="final-ring" x="${x + 3}" y="${y + 3}" width="${box.w - 6}" height="${box.h - 6}" rx="6" ${LOOK.finalRing}/>`);
    if (initialId === s.id) out.push(`<circle class="initial" cx="${x + 2}" cy="${y + 2}" r="5" ${LOOK.initial}/>`);
  }
  const kindNote = s.kind === 'parallel' ? ' (parallel)' : s.kind === 'final' ? ' (final)' : '';
  out.push(`<text class="name" x="${x + PAD}" y="${y + PAD + FONT}" ${active ? LOOK.activeName : LOOK.name}>${esc(isRoot ? s.id : s.key)}${kindNote}</text>`);
  box.lines.forEach((line, i) => {
    out.push(`<text class="${line.kind}" x="${x + PAD}" y="${y + box.header + (i + 1) * LINE - 4}" ${LOOK[line.kind]}>${esc(line.text)}</text>`);
  });
  for (const child of box.children) draw(child.box, x + child.x, y + child.y, ctx, false, s.kind, s.initial);
  out.push('</g>');
}

/** Options of the SVG drawing. */
export interface ChartSvgOptions {
  /** State ids to highlight (the flow player passes the active states). */
  active?: Iterable<string>;
  /** Accessible name of the drawing. @default the machine id */
  label?: string;
}

/** The chart as an SVG string (deterministic: the same model gives the same bytes). */
export function chartSvg(model: ChartModel, options: ChartSvgOptions = {}): string {
  const box = measure(model, model.root, ROOT_WIDTH);
  const out: string[] = [];
  draw(box, 0, 0, { out, active: new Set(options.active ?? []) }, true, undefined, undefined);
  const w = box.w + 4;
  const h = box.h + 4;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="-2 -2 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(options.label ?? model.id)}" ${LOOK.svg}>`,
    out.join('\n'),
    '</svg>',
  ].join('\n');
}
