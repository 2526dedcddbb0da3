/**
 * A flow chart drawn by the flows tooling (src/flowTooling/chartSvg.ts), the same drawing as the
 * offline pages in docs/flows/. The SVG is generated from machine definitions only (names, descriptions),
 * escaped by the generator, never from what a person types. Scrolls sideways on small screens.
 */
export interface FlowChartProps {
  /** SVG markup from `chartSvg`. */
  svg: string;
  /** Accessible name of the region holding the chart. */
  label: string;
}

export function FlowChart({ svg, label }: FlowChartProps) {
  return (
    <div
      className="flow-chart"
      role="region"
      aria-label={label}
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
