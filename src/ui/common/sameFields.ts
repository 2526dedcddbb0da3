/**
 * Equality for selectors that build a small object per snapshot (`useSelector(actor, select, sameFields)`):
 * equal when every field is the same value, so a component re-renders only when what it shows has changed,
 * not on every event of its chart.
 */
export function sameFields<T extends object>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  const keysA = Object.keys(a) as (keyof T)[];
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is(a[key], b[key]));
}
