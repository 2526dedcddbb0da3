/**
 * A list read a page at a time with "load more", written once for the charts that show one (favourites,
 * redeem history). The chart keeps its own state names around it and spreads these in:
 *
 *   setup({ guards: { isEmpty: isEmptyPage, hasMore: hasMorePages }, actions: { storeFirstPage, appendPage, storeError } ... })
 *   loading: firstPageState({ src: 'loadPage', description }),       // → empty | list | failed
 *   failed: { on: { 'X.RETRY': 'loading' } },
 *   list: { initial: 'idle', states: {
 *     idle: { on: { 'X.LOAD_MORE': { guard: 'hasMore', target: 'loadingMore' } } },
 *     loadingMore: nextPageState({ src: 'loadPage' }),                // → idle | moreFailed
 *     moreFailed: { on: { 'X.LOAD_MORE': 'loadingMore' } } } },
 *
 * A page shorter than LIST_PAGE_SIZE is the last. Both calls follow the shared request pattern.
 */
import type { ApiError } from '@/domain/apiError';
import { hasMoreAfter, LIST_PAGE_SIZE } from '@/domain/campaign/history';
import { requestState, timeoutError } from './request';

/** The part of a chart's context a paged list owns. */
export interface PagedListContext<TItem> {
  items: TItem[];
  /** No page after the last one read. */
  end: boolean;
  error?: ApiError;
}

/** What a page call takes: how many items to skip and how many to read. */
export interface PageInput {
  skip: number;
  top: number;
}

/** The first page's input. */
export function firstPageInput(): PageInput {
  return { skip: 0, top: LIST_PAGE_SIZE };
}

/** The next page's input: after the items already listed. */
export function nextPageInput({ context }: { context: { items: readonly unknown[] } }): PageInput {
  return { skip: context.items.length, top: LIST_PAGE_SIZE };
}

/** Params for the page actions and the `isEmpty` guard: the page a call answered with. */
export function pageItems<TItem>({ event }: { event: { output: TItem[] } }): { items: TItem[] } {
  return { items: event.output };
}

/** Params for `storeError` when a page call fails. */
export function pageError({ event }: { event: { error: unknown } }): { error: unknown } {
  return { error: event.error };
}

/** Guard `isEmpty`: the first page came back with nothing. */
export function isEmptyPage(_: unknown, params: { items: readonly unknown[] }): boolean {
  return params.items.length === 0;
}

/** Guard `hasMore`: the last page read was full, so there may be another. */
export function hasMorePages({ context }: { context: { end: boolean } }): boolean {
  return !context.end;
}

/** The context after the first page: it replaces the list. */
export function firstPage<TItem>(items: TItem[]): PagedListContext<TItem> {
  return { items, end: !hasMoreAfter(items.length), error: undefined };
}

/** The context after a next page: appended, leaving out items already listed (the list may have shifted). */
export function withNextPage<TItem>(items: TItem[], page: TItem[], keyOf: (item: TItem) => string): PagedListContext<TItem> {
  const listed = new Set(items.map(keyOf));
  return { items: [...items, ...page.filter((item) => !listed.has(keyOf(item)))], end: !hasMoreAfter(page.length), error: undefined };
}

/**
 * The state that reads the first page: `empty` when there is nothing, else `list` (storeFirstPage),
 * `failed` on an error or no answer in time (storeError).
 */
export function firstPageState<const TSrc extends string>({ src, description }: { src: TSrc; description: string }) {
  return {
    tags: ['loading'],
    description,
    ...requestState({ onTimeout: { target: 'failed', actions: { type: 'storeError', params: timeoutError } } }),
    invoke: {
      id: src,
      src,
      input: firstPageInput,
      onDone: [
        { guard: { type: 'isEmpty', params: pageItems }, target: 'empty' },
        { target: 'list', actions: { type: 'storeFirstPage', params: pageItems } },
      ],
      onError: { target: 'failed', actions: { type: 'storeError', params: pageError } },
    },
  } as const;
}

/**
 * The state inside `list` that reads the next page: back to `idle` with it appended (appendPage), or
 * `moreFailed` with the list kept (storeError).
 */
export function nextPageState<const TSrc extends string>({ src }: { src: TSrc }) {
  return {
    tags: ['busy'],
    ...requestState({ onTimeout: { target: 'moreFailed', actions: { type: 'storeError', params: timeoutError } } }),
    invoke: {
      id: src,
      src,
      input: nextPageInput,
      onDone: { target: 'idle', actions: { type: 'appendPage', params: pageItems } },
      onError: { target: 'moreFailed', actions: { type: 'storeError', params: pageError } },
    },
  } as const;
}
