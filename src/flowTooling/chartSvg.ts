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

function draw(box: Box, x: number, y: number, out: string[], isRoot: boolean, parentKind: string | undefined, initialId: string | undefined): void {
  const s = box.state;
  const classes = ['state', `kind-${s.kind}`];
  if (parentKind === 'parallel') classes.push('region');
  out.push(`<g class="${classes.join(' ')}" data-state-id="${esc(s.id)}" data-state-path="${esc(s.path)}">`);
  out.push(`<title>${esc(s.path || s.id)}${s.description ? `: ${esc(s.description)}` : ''}</title>`);
  if (!isRoot) {
    out.push(`<rect class="box" x="${x}" y="${y}" width="${box.w}" height="${box.h}" rx="8"/>`);
    if (s.kind === 'final') out.push(`<rect class="final-ring" x="${x + 3}" y="${y + 3}" width="${box.w - 6}" height="${box.h - 6}" rx="6"/>`);
    if (initialId === s.id) out.push(`<circle class="initial" cx="${x + 2}" cy="${y + 2}" r="5"/>`);
  }
  const kindNote = s.kind === 'parallel' ? ' (parallel)' : s.kind === 'final' ? ' (final)' : '';
  out.push(`<text class="name" x="${x + PAD}" y="${y + PAD + FONT}">${esc(isRoot ? s.id : s.key)}${kindNote}</text>`);
  box.lines.forEach((line, i) => {
    out.push(`<text class="${line.kind}" x="${x + PAD}" y="${y + box.header + (i + 1) * LINE - 4}">${esc(line.text)}</text>`);
  });
  for (const child of box.children) draw(child.box, x + child.x, y + child.y, out, false, s.kind, s.initial);
  out.push('</g>');
}

const STYLE = `
.chart text{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Thai',sans-serif;font-size:${FONT}px;fill:#1f2933}
.chart .name{font-weight:700;font-size:13px}
.chart .desc{fill:#3e4c59;font-style:italic}
.chart .meta{fill:#52606d}
.chart .transition{fill:#0b4f8a;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:11px}
.chart .box{fill:#ffffff;stroke:#7b8794;stroke-width:1.2}
.chart .region>.box{fill:#f8fafc;stroke-dasharray:6 4}
.chart .kind-final>.box{stroke:#1f2933}
.chart .final-ring{fill:none;stroke:#1f2933;stroke-width:1}
.chart .initial{fill:#1f2933}
.chart .active>.box{fill:#fff7d6;stroke:#b7791f;stroke-width:3}
.chart .active>.name{fill:#7c4a03}
`.trim();

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
  draw(box, 0, 0, out, true, undefined, undefined);
  let body = out.join('\n');
  const active = new Set(options.active ?? []);
  if (active.size) {
    body = body.replace(/<g class="([^"]*)" data-state-id="([^"]*)"/g, (m, cls: string, id: string) =>
      active.has(id.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) ? `<g class="${cls} active" data-state-id="${id}"` : m,
    );
  }
  const w = box.w + 4;
  const h = box.h + 4;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="-2 -2 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(options.label ?? model.id)}">`,
    `<style>${STYLE}</style>`,
    body,
    '</svg>',
  ].join('\n');
}
