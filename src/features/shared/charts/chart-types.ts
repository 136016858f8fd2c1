/** The props of the back offices' charts (./UPlotChart.tsx, loaded through ./LazyChart.tsx). */

export interface ChartSeries {
  /** Shown in the legend, e.g. 本期 / 上期. */
  label: string;
  /** One value per label (null: no point). */
  values: (number | null)[];
  /** A real colour (canvas cannot read CSS variables); default: the host's --b2b-primary, then a palette. */
  colour?: string;
  /** A dashed line (the previous period beside the current one). */
  dashed?: boolean;
}

export interface ChartProps {
  /** The figure's accessible name, e.g. 近 7 天订单金额. */
  title: string;
  /** The x axis: one label per point (days, weeks, companies…). */
  labels: string[];
  series: ChartSeries[];
  kind?: 'line' | 'bar';
  /** CSS pixels; default 240. */
  height?: number;
  /** How the y axis writes a value (e.g. ¥ amounts). */
  format?: (value: number) => string;
}
