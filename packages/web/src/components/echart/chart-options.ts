/** The frame of a chart with a legend on top: drawn at once (no animation), labels inside a small margin. */
export const LEGEND_FRAME = {
  animation: false,
  legend: { top: 0, itemWidth: 14, itemHeight: 8 },
  grid: { left: 8, right: 8, top: 32, bottom: 4, containLabel: true },
};

/** A tooltip of the whole category under the pointer, shaded. */
export const SHADOW_TOOLTIP = { trigger: 'axis', axisPointer: { type: 'shadow' } };

/** Amounts on the left axis (dashed grid lines; whole numbers only with `wholeAmounts`), counts on the right. */
export const amountAndCountAxes = (wholeAmounts = false) => [
  { type: 'value', ...(wholeAmounts ? { minInterval: 1 } : {}), splitLine: { lineStyle: { type: 'dashed' } } },
  { type: 'value', minInterval: 1, splitLine: { show: false } },
];

/** Amounts of one currency as bars on the left axis; the tooltip writes them with `money`. */
export const moneyBars = (name: string, data: number[], money: (amount: number) => string, barMaxWidth: number) => ({
  name,
  type: 'bar',
  barMaxWidth,
  data,
  tooltip: { valueFormatter: (v: unknown) => money(Number(v)) },
});

/** Counts (cups, orders) as a line on the right axis. */
export const countLine = (name: string, data: number[]) => ({ name, type: 'line', yAxisIndex: 1, showSymbol: false, data });
