// Which days of the takings chart carry a date under them: the last (today) and every seventh day
// before it, so the labels sit a week apart and never crowd each other at the end of the range.
export function axisLabelDays(count: number): number[] {
  const days: number[] = [];
  for (let i = count - 1; i >= 0; i -= 7) days.unshift(i);
  return days;
}
