/**
 * Equality for a connect's view when a screen selects the view itself (`useSelector(actor, s => connect(s, send),
 * sameView)`): a screen on `/` must not re-render for a snapshot that changes nothing it shows. Handlers count as
 * equal because they only wrap the same actor's `send`; everything else is compared by identity, one level deep.
 */
export function sameView<View extends object>(a: View, b: View): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof View)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const left = a[key];
    const right = b[key];
    if (typeof left === 'function' && typeof right === 'function') return true;
    return Object.is(left, right);
  });
}
