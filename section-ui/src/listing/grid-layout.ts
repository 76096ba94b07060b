/**
 * The measured shape of a card grid (docs/data-service.md#large-catalogues): every row of
 * cards has the same height (one-line names and texts), so the grid is rows of `columns`
 * cards, `rowHeight + rowGap` apart, the first starting at `top` (document coordinates).
 */
export interface GridLayout {
  columns: number;
  rowHeight: number;
  rowGap: number;
  top: number;
}

/** Reads the grid's shape from the page; undefined while no card is laid out. */
export function measureGrid(list: HTMLElement): GridLayout | undefined {
  const card = list.firstElementChild;
  if (!card) return undefined;
  const style = getComputedStyle(list);
  // The used track sizes ('272px 272px 272px 272px'): the columns the CSS chose.
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length || 1;
  return {
    columns,
    rowHeight: card.getBoundingClientRect().height,
    rowGap: Number.parseFloat(style.rowGap) || 0,
    top: list.getBoundingClientRect().top + window.scrollY,
  };
}

export function sameLayout(a: GridLayout | undefined, b: GridLayout | undefined): boolean {
  if (!a || !b) return a === b;
  // Row sizes add up over thousands of rows: kept to a hundredth of a pixel.
  const near = (x: number, y: number, tolerance: number) => Math.abs(x - y) < tolerance;
  return (
    a.columns === b.columns &&
    near(a.rowHeight, b.rowHeight, 0.01) &&
    near(a.rowGap, b.rowGap, 0.01) &&
    near(a.top, b.top, 0.5)
  );
}

/** The cards of a windowed grid drawn now (start inclusive, end exclusive) and the space of the rest. */
export interface DrawnCards {
  start: number;
  end: number;
  paddingTop: number;
  paddingBottom: number;
}
