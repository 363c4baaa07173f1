/** An active tab scrolled into view keeps 4 px from the tab bar's edge. */
export const TAB_SCROLL_MARGIN = 4;

/** The tab bar's new scrollLeft so that the tab [left, left+width) is visible with the margin. */
export function revealScrollLeft(
  tabLeft: number,
  tabWidth: number,
  scrollLeft: number,
  viewWidth: number,
  margin = TAB_SCROLL_MARGIN,
): number {
  // Whole pixels, rounded away from the tab, so the margin is never less than asked.
  if (tabLeft - margin < scrollLeft) return Math.max(0, Math.floor(tabLeft - margin));
  const right = tabLeft + tabWidth + margin;
  if (right > scrollLeft + viewWidth) return Math.ceil(right - viewWidth);
  return scrollLeft;
}
