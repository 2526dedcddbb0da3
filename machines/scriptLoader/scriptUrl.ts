/** Appends the build version to a script address (`?v=` or `&v=`); an empty address stays empty. */
export function withBuildVersion(src: string, buildVersion: string): string {
  if (src === '') return '';
  const [beforeHash, hash] = splitHash(src);
  const separator = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${separator}v=${encodeURIComponent(buildVersion)}${hash}`;
}

function splitHash(src: string): [string, string] {
  const index = src.indexOf('#');
  return index === -1 ? [src, ''] : [src.slice(0, index), src.slice(index)];
}
