// Which days of the takings chart carry a date under them: a week apart, the last three days
// before the end of the range, so every label is centred on its day with room either side. (Today's
// label pressed against the right edge sat under a pixel from the one before it on a 360 px phone,
// depending on the day's digits.) A range of a week or less labels its last day only.
export const LABEL_BEFORE_END = 3;

export function axisLabelDays(count: number): number[] {
  if (count <= 0) return [];
  if (count <= 7) return [count - 1];
  const days: number[] = [];
  for (let i = count - 1 - LABEL_BEFORE_END; i >= 0; i -= 7) days.unshift(i);
  return days;
}
