/**
 * Test plans as QA reads them: Markdown with numbered steps, or JSON for other tools.
 */
import type { TestPlan } from './graph';

/** Markdown test plans for one flow. */
export function plansToMarkdown(flowId: string, title: string, plans: TestPlan[]): string {
  const lines: string[] = [`# ${title} (\`${flowId}\`): ${plans.length} test path${plans.length === 1 ? '' : 's'}`, ''];
  for (const plan of plans) {
    lines.push(`## ${plan.id} ${plan.title}`, '');
    const withInput = plan.input === undefined ? '' : ` with input \`${JSON.stringify(plan.input)}\``;
    lines.push(`Start: the flow opens${withInput} in **${plan.start.join(' + ')}**.`, '');
    if (!plan.steps.length) lines.push('(No step: this is the starting state.)');
    for (const step of plan.steps) {
      lines.push(`${step.n}. ${capitalise(step.action)} → expect **${step.expected.join(' + ')}**`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** JSON test plans (stable keys, for tools). */
export function plansToJson(plans: TestPlan[]): string {
  return JSON.stringify(plans, null, 2);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
