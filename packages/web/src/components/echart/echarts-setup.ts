import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/** ECharts with only what the dashboard and the report screens draw; loaded on demand, as its own chunk. */
echarts.use([BarChart, LineChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent, GeoComponent, CanvasRenderer]);

export { echarts };
export type EChartsCore = typeof echarts;
