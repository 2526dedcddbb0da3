/**
 * A `fetch` for openapi-fetch's per-request `fetch` option that reports upload progress. fetch() cannot
 * report how many bytes of a request body went out, XMLHttpRequest can (`xhr.upload.onprogress`), so
 * this sends the Request built by openapi-fetch (after every middleware: headers, form encoding) with
 * XHR and answers a Response, keeping the client's error handling. The request's signal aborts it.
 */

export type ProgressListener = (loaded: number, total: number) => void;

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** Falls back to plain fetch where XMLHttpRequest does not exist (Node without a DOM). */
export function createProgressFetch(onProgress: ProgressListener, fallback: (request: Request) => Promise<Response> = (r) => globalThis.fetch(r)) {
  return async (request: Request): Promise<Response> => {
    if (typeof XMLHttpRequest === 'undefined') return fallback(request);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url, true);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'arraybuffer';
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : (body?.byteLength ?? 0));
      xhr.onload = () => {
        onProgress(body?.byteLength ?? 0, body?.byteLength ?? 0);
        const status = xhr.status === 0 ? 200 : xhr.status;
        resolve(new Response(status === 204 ? null : (xhr.response as ArrayBuffer), { status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      const abort = () => {
        xhr.abort();
        reject(new DOMException('The upload was cancelled', 'AbortError'));
      };
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}
