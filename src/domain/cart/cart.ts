/**
 * The cart as the app shows it (spec section 3, "Cart": groups of items with a quantity, and a count),
 * mapped from GET /cart/list_summary (openapi/cart.yaml). Groups and their order are the API's.
 */
import type { components } from '@/api/schema/cart';

export interface CartLine {
  /** The cart's key of the line (POST /cart/delete_item { key }). */
  key: string;
  campaignId?: number;
  name: string;
  imageUrl?: string;
  quantity: number;
  /** Baht per unit; 0 when the item costs points only. */
  price: number;
  /** Points per unit. */
  points: number;
  /** Chosen colour and size, as names in the member's language. */
  colorName?: string;
  sizeName?: string;
}

export interface CartGroup {
  name: string;
  lines: CartLine[];
}

export interface CartSummary {
  groups: CartGroup[];
  /** Units in the cart (the badge count). */
  count: number;
  totalPrice: number;
  totalPoints: number;
}

type ApiCart = components['schemas']['Cart'];
type ApiItem = components['schemas']['CartItem'];

const nonEmpty = (value: string | undefined): string | undefined => (value && value.trim() ? value : undefined);

function lineFromApi(item: ApiItem): CartLine {
  const line: CartLine = {
    key: item.key,
    name: item.name ?? '',
    quantity: item.Quantity,
    price: item.price ?? 0,
    points: item.pointPerUnit ?? 0,
  };
  if (item.campaignId !== undefined) line.campaignId = item.campaignId;
  const image = nonEmpty(item.imageUrl);
  if (image) line.imageUrl = image;
  const color = nonEmpty(item.colorName) ?? nonEmpty(item.color);
  if (color) line.colorName = color;
  const size = nonEmpty(item.sizeName) ?? nonEmpty(item.size);
  if (size) line.sizeName = size;
  return line;
}

export function cartFromApi(cart: ApiCart): CartSummary {
  const groups = cart.groups.map((g) => ({ name: g.name ?? '', lines: g.items.map(lineFromApi) })).filter((g) => g.lines.length > 0);
  const lines = groups.flatMap((g) => g.lines);
  return {
    groups,
    count: cart.cart_count,
    totalPrice: cart.total_price ?? lines.reduce((n, l) => n + l.price * l.quantity, 0),
    totalPoints: cart.total_points ?? lines.reduce((n, l) => n + l.points * l.quantity, 0),
  };
}

/** The cart has nothing in it. */
export const isCartEmpty = (cart: CartSummary): boolean => cart.groups.every((g) => g.lines.length === 0);
