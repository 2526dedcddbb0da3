/**
 * Mermaid stateDiagram-v2 source of a chart, for docs/flows/<id>.md (rendered by the code host).
 * Nested states become composite states, parallel regions are separated by `--`, guards read
 * `EVENT [guard]`, delays `after 1.5s`, final states point to `[*]`, descriptions become notes.
 */
import type { ChartModel, ChartState, ChartTransition } from './chartModel';

function mid(state: ChartState): string {
  // Prefixed so a state called `end`, `state` or `note` is never read as a keyword.
  return state.path ? `s_${state.path.replace(/[^A-Za-z0-9]/g, '_')}` : 's__any';
}

function clean(text: string): string {
  // Characters Mermaid reads as syntax inside labels and notes.
  return text.replace(/[:;#{}]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The label of a transition as the diagram shows it. */
export function transitionText(t: ChartTransition): string {
  const base = t.event === '' ? 'always' : t.label;
  return `${base}${t.guard ? ` [${t.guard}]` : ''}`;
}

function cleanNote(text: string): string {
  return text.replace(/;/g, ',').replace(/#/g, 'no. ').replace(/[{}]/g, ' ').replace(/\s+/g, ' ').trim();
}

function stateNotes(state: ChartState): string[] {
  const notes: string[] = [];
  if (state.description) notes.push(state.description);
  if (state.invokes.length) notes.push(`invokes ${state.invokes.map((i) => i.src).join(', ')}`);
  if (state.tags.length) notes.push(`tags ${state.tags.join(', ')}`);
  return notes;
}

/** Mermaid source for a chart. */
export function toMermaid(model: ChartModel): string {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const lines: string[] = ['stateDiagram-v2'];
  const emit = (parent: ChartState, depth: number): void => {
    const pad = '  '.repeat(depth);
    const regions = parent.kind === 'parallel';
    parent.children.forEach((child, i) => {
      if (regions && i > 0) lines.push(`${pad}--`);
      const id = mid(child);
      if (child.children.length) {
        lines.push(`${pad}state "${clean(child.key)}" as ${id} {`);
        emit(child, depth + 1);
        lines.push(`${pad}}`);
      } else {
        lines.push(`${pad}state "${clean(child.key)}" as ${id}`);
      }
      const notes = stateNotes(child);
      if (notes.length) {
        lines.push(`${pad}note right of ${id}`);
        for (const note of notes) lines.push(`${pad}  ${cleanNote(note)}`);
        lines.push(`${pad}end note`);
      }
      if (child.kind === 'final') lines.push(`${pad}${id} --> [*]`);
    });
    if (parent.initial) {
      const initial = byId.get(parent.initial);
      if (initial) lines.push(`${pad}[*] --> ${mid(initial)}`);
    }
  };
  if (model.root.transitions.length) lines.push('  state "any state" as s__any');
  emit(model.root, 1);
  for (const t of model.transitions) {
    const source = byId.get(t.source) ?? model.root;
    const label = clean(transitionText(t));
    const targets = t.targets.length ? t.targets.map((id) => byId.get(id) ?? model.root) : [source];
    for (const target of targets) {
      lines.push(`  ${mid(source)} --> ${mid(target)} : ${label}${t.targets.length ? '' : ' (stays)'}`);
    }
  }
  return lines.join('\n');
}
