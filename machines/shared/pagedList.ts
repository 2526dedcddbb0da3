/**
 * A list read a page at a time with "load more", written once for every chart that shows one (favourites,
 * redeem history, receipt history, the point log, the reward catalogue's campaigns). The chart keeps its own
 * state and event names around it and spreads these in:
 *
 *   setup({ guards: { isEmpty: isEmptyPage, hasMore: hasMorePages }, actions: { storeFirstPage, appendPage, storeError } ... })
 *   loading: firstPageState({ src: 'loadPage', description }),       // → empty | list | failed
 *   failed: { on: { 'X.RETRY': 'loading' } },
 *   list: { initial: 'idle', states: {
 *     idle: { on: { 'X.LOAD_MORE': { guard: 'hasMore', target: 'loadingMore' } } },
 *     loadingMore: nextPageState({ src: 'loadPage' }),                // → idle | moreFailed
 *     moreFailed: { on: { 'X.LOAD_MORE': 'loadingMore' } } } },
 *
 * The page actions and `isEmpty` receive a {@link Page}. A page shorter than the page size asked for is the
 * last: `context.pageSize` where the chart has one, else LIST_PAGE_SIZE. Where a chart differs (its call's
 * input, the name of its list state or error action, a timeout state of its own, the tag and slow notice of
 * the next page, actions after the first page) it says so in the options. Both calls follow the shared
 * request pattern.
 */
import type { ApiError } from '@/domain/apiError';
import { hasMoreAfter, LIST_PAGE_SIZE } from '@/domain/campaign/history';
import { requestState, timeoutError, type slowNotice } from './request';

/** The part of a chart's context a paged list owns. */
export interface PagedListContext<TItem> {
  items: TItem[];
  /** The last page read was full, so another may exist. */
  hasMore: boolean;
  error?: ApiError;
}

/** What a page call takes: how many items to skip and how many to read. */
export interface PageInput {
  skip: number;
  top: number;
}

/** A page a call answered with, as the page actions and the `isEmpty` guard receive it. */
export interface Page<TItem> {
  items: TItem[];
  /** Another page may follow. */
  hasMore: boolean;
}

/** The part of a paged list's context the default page params read: its page size, where the chart sets one. */
interface SizedContext {
  hasMore: boolean;
  /** @default LIST_PAGE_SIZE */
  pageSize?: number;
}

const pageSizeOf = (context: SizedContext): number => context.pageSize ?? LIST_PAGE_SIZE;

/** The first page's input. */
export function firstPageInput({ context }: { context: SizedContext }): PageInput {
  return { skip: 0, top: pageSizeOf(context) };
}

/** The next page's input: after the items already listed. */
export function nextPageInput({ context }: { context: SizedContext & { items: readonly unknown[] } }): PageInput {
  return { skip: context.items.length, top: pageSizeOf(context) };
}

/** Params for the page actions and the `isEmpty` guard when a call answers with the items: a short page is the last. */
export function pageOf<TItem>({ context, event }: { context: SizedContext; event: { output: TItem[] } }): Page<TItem> {
  return { items: event.output, hasMore: hasMoreAfter(event.output.length, pageSizeOf(context)) };
}

/** Params for the page actions and the `isEmpty` guard when a call answers with a page that says itself whether more follow. */
export function answeredPage<TItem>({ event }: { event: { output: Page<TItem> } }): Page<TItem> {
  return event.output;
}

/** Params for the error action when a page call fails. */
export function pageError({ event }: { event: { error: unknown } }): { error: unknown } {
  return { error: event.error };
}

/** Guard `isEmpty`: the first page came back with nothing. */
export function isEmptyPage(_: unknown, params: { items: readonly unknown[] }): boolean {
  return params.items.length === 0;
}

/** Guard `hasMore`: the last page read was full, so there may be another. */
export function hasMorePages({ context }: { context: { hasMore: boolean } }): boolean {
  return context.hasMore;
}

/** The list after the first page: it replaces what was listed. */
export function firstPage<TItem>(page: Page<TItem>): PagedListContext<TItem> {
  return { items: page.items, hasMore: page.hasMore, error: undefined };
}

/**
 * The items after a next page: appended, leaving out items already listed. A list that shifts while it is
 * read (a reward added, a receipt approved) repeats items across pages; the screens key rows by `keyOf`.
 */
export function appendItems<TItem>(items: TItem[], page: TItem[], keyOf: (item: TItem) => string): TItem[] {
  const listed = new Set(items.map(keyOf));
  return [...items, ...page.filter((item) => !listed.has(keyOf(item)))];
}

/** The list after a next page (see {@link appendItems}). */
export function withNextPage<TItem>(items: TItem[], page: Page<TItem>, keyOf: (item: TItem) => string): PagedListContext<TItem> {
  return { items: appendItems(items, page.items, keyOf), hasMore: page.hasMore, error: undefined };
}

/** What both page states take. */
interface PageStateOptions<TSrc, TInput, TPage, TStoreError, TTimeout> {
  /** The page call's actor, also the invoke's id. */
  src: TSrc;
  /** The call's input. @default firstPageInput / nextPageInput */
  input?: TInput;
  /** The answer as a {@link Page}. @default pageOf */
  page?: TPage;
  /** The action that stores the error. @default 'storeError' */
  storeError?: TStoreError;
  /** Where no answer in time leads. @default 'failed' / 'moreFailed' */
  onTimeout?: TTimeout;
}

/** The options both page states share, with the defaults filled in. */
function withDefaults<TSrc, TInput, TPage, TStoreError, TTimeout>(
  options: PageStateOptions<TSrc, TInput, TPage, TStoreError, TTimeout>,
  input: unknown,
  onTimeout: string,
) {
  return {
    src: options.src,
    input: (options.input ?? input) as TInput,
    page: (options.page ?? pageOf) as TPage,
    storeError: (options.storeError ?? 'storeError') as TStoreError,
    onTimeout: (options.onTimeout ?? onTimeout) as TTimeout,
  };
}

// The builders take every part resolved; the exported states wrap them with NoInfer on their return, so an option
// left out takes its default instead of a type guessed from the chart's config around the call.
function firstPageConfig<TSrc, TInput, TPage, TList, TStoreError, TTimeout, TThen extends readonly unknown[]>(
  o: { src: TSrc; description: string; input: TInput; page: TPage; list: TList; storeError: TStoreError; onTimeout: TTimeout; then: TThen },
) {
  const stored = [{ type: 'storeFirstPage', params: o.page } as const, ...o.then] as const;
  return {
    tags: ['loading'],
    description: o.description,
    ...requestState({ onTimeout: { target: o.onTimeout, actions: { type: o.storeError, params: timeoutError } } }),
    invoke: {
      id: o.src,
      src: o.src,
      input: o.input,
      onDone: [
        { guard: { type: 'isEmpty', params: o.page }, target: 'empty', actions: stored },
        { target: o.list, actions: stored },
      ],
      onError: { target: 'failed', actions: { type: o.storeError, params: pageError } },
    },
  } as const;
}

/**
 * The state that reads the first page: `empty` when there is nothing, else the list state (both after
 * storeFirstPage and `then`), `failed` on an error or no answer in time (storeError).
 */
export function firstPageState<
  const TSrc extends string,
  TInput = typeof firstPageInput,
  TPage = typeof pageOf,
  const TList extends string = 'list',
  const TStoreError extends string = 'storeError',
  const TTimeout extends string = 'failed',
  const TThen extends readonly string[] = [],
>(
  options: PageStateOptions<TSrc, TInput, TPage, TStoreError, TTimeout> & {
    description: string;
    /** The state that shows the list. @default 'list' */
    list?: TList;
    /** Actions after the first page is stored, empty or not. @default [] */
    then?: TThen;
  },
): NoInfer<ReturnType<typeof firstPageConfig<TSrc, TInput, TPage, TList, TStoreError, TTimeout, TThen>>> {
  return firstPageConfig({
    ...withDefaults<TSrc, TInput, TPage, TStoreError, TTimeout>(options, firstPageInput, 'failed'),
    description: options.description,
    list: (options.list ?? 'list') as TList,
    then: (options.then ?? []) as TThen,
  });
}

/** What requestState gives a state, with or without the slow notice. */
type RequestPart<TTimeout, TSlow extends boolean> = { after: { REQUEST_TIMEOUT: TTimeout } } & (TSlow extends false ? unknown : typeof slowNotice);

function nextPageConfig<TSrc, TInput, TPage, TStoreError, TTimeout, TTag, TSlow extends boolean>(
  o: { src: TSrc; input: TInput; page: TPage; storeError: TStoreError; onTimeout: TTimeout; tag: TTag; slowNotice: TSlow },
) {
  const onTimeout = { target: o.onTimeout, actions: { type: o.storeError, params: timeoutError } } as const;
  const request = (o.slowNotice ? requestState({ onTimeout }) : requestState({ onTimeout, slowNotice: false })) as RequestPart<typeof onTimeout, TSlow>;
  return {
    tags: [o.tag],
    ...request,
    invoke: {
      id: o.src,
      src: o.src,
      input: o.input,
      onDone: { target: 'idle', actions: { type: 'appendPage', params: o.page } },
      onError: { target: 'moreFailed', actions: { type: o.storeError, params: pageError } },
    },
  } as const;
}

/**
 * The state inside the list that reads the next page: back to `idle` with it appended (appendPage), or
 * `moreFailed` with the list kept (storeError). It carries the tag `busy` and the slow notice unless told.
 */
export function nextPageState<
  const TSrc extends string,
  TInput = typeof nextPageInput,
  TPage = typeof pageOf,
  const TStoreError extends string = 'storeError',
  const TTimeout extends string = 'moreFailed',
  const TTag extends string = 'busy',
  const TSlow extends boolean = true,
>(
  options: PageStateOptions<TSrc, TInput, TPage, TStoreError, TTimeout> & {
    /** The tag the screen reads while the page loads. @default 'busy' */
    tag?: TTag;
    /** Whether the next page gets the slow notice's children (see requestState). @default true */
    slowNotice?: TSlow;
  },
): NoInfer<ReturnType<typeof nextPageConfig<TSrc, TInput, TPage, TStoreError, TTimeout, TTag, TSlow>>> {
  return nextPageConfig({
    ...withDefaults<TSrc, TInput, TPage, TStoreError, TTimeout>(options, nextPageInput, 'moreFailed'),
    tag: (options.tag ?? 'busy') as TTag,
    slowNotice: (options.slowNotice ?? true) as TSlow,
  });
}
