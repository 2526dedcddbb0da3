/**
 * Receipts in the sandbox world: upload and resubmit are safe to repeat by tranId (the shared
 * idempotency of src/sandbox/world/idempotency.ts: a repeat answers the same receipt), and QA moves a receipt to approved or reject through the control endpoint
 * (POST /sandbox/__control/receipts). Approval credits the points and writes a point-log entry, so the
 * header balance and point history change the way they would when the back office approves it.
 */
import { ErrorId, SandboxError } from '@/sandbox/world/auth';
import { imageUrl } from '@/sandbox/world/images';
import { idempotent } from '@/sandbox/world/idempotency';
import { mutate, nextSeq, world } from '@/sandbox/world/store';
import type { Member, Receipt, Text2, WorldState } from '@/sandbox/world/types';

/** Uploaded photos above this size are not kept (the placeholder image stands in): the world stays small. */
export const MAX_KEPT_PHOTO_BYTES = 200 * 1024;

/** Points per baht when QA approves without naming the points (1 point per 25 baht, as the terms say). */
const BAHT_PER_POINT = 25;

export interface ReceiptInput {
  branch: string;
  store: string;
  spending: number;
  /** A small data URL of the photo, or undefined to keep the placeholder (or, on resubmit, the stored one). */
  photoDataUrl?: string;
  tranId: string;
}

function storeIdOf(w: WorldState, store: string): number {
  const found = w.stores.find((s) => String(s.id) === store || s.name.en === store || s.name.th === store);
  return found?.id ?? 0;
}

function findReceipt(member: Member, receiptId: string): Receipt {
  const receipt = (world().members[member.userId] ?? member).receipts.find((r) => r.id === receiptId);
  if (!receipt) throw new SandboxError(404, 404, 'not_found', `No receipt ${receiptId}.`);
  return receipt;
}

/**
 * Stores a new receipt. Safe to repeat: the first answer for a tranId is kept (src/sandbox/world/
 * idempotency.ts), so a repeat answers the receipt stored the first time instead of storing another.
 */
export function uploadReceipt(member: Member, input: ReceiptInput, now: number): Receipt {
  const id = idempotent(`${member.userId}:receipt`, input.tranId, () => storeReceipt(member, input, now).id);
  return findReceipt(member, id);
}

function storeReceipt(member: Member, input: ReceiptInput, now: number): Receipt {
  return mutate((w) => {
    const live = w.members[member.userId] ?? member;
    const receipt: Receipt = {
      id: `rc-${nextSeq(w)}`,
      storeId: storeIdOf(w, input.store),
      branch: input.branch,
      spending: input.spending,
      status: 'waiting',
      points: 0,
      uploadDate: now,
      imageUrl: input.photoDataUrl ?? imageUrl('receipt-photo'),
    };
    live.receipts.unshift(receipt);
    return receipt;
  });
}

/** Sends a rejected receipt again with corrections; a repeated tranId answers the same receipt. */
export function resubmitReceipt(member: Member, receiptId: string, input: ReceiptInput, now: number): Receipt {
  idempotent(`${member.userId}:receipt:${receiptId}`, input.tranId, () => correctReceipt(member, receiptId, input, now).id);
  return findReceipt(member, receiptId);
}

function correctReceipt(member: Member, receiptId: string, input: ReceiptInput, now: number): Receipt {
  return mutate((w) => {
    const live = w.members[member.userId] ?? member;
    const receipt = live.receipts.find((r) => r.id === receiptId);
    if (!receipt) throw new SandboxError(404, 404, 'not_found', `No receipt ${receiptId}.`);
    if (receipt.status !== 'reject') {
      throw new SandboxError(409, ErrorId.receiptNotEditable, 'receipt_not_editable', 'Only a rejected receipt can be sent again.');
    }
    receipt.storeId = storeIdOf(w, input.store);
    receipt.branch = input.branch;
    receipt.spending = input.spending;
    if (input.photoDataUrl) receipt.imageUrl = input.photoDataUrl;
    receipt.status = 'waiting';
    receipt.uploadDate = now;
    delete receipt.remark;
    return receipt;
  });
}

export interface ReceiptDecision {
  status: 'approved' | 'reject' | 'waiting';
  /** Points credited on approval. @default spending / 25, rounded down */
  points?: number;
  /** Why it was rejected. @default a generic unclear-photo reason */
  remark?: Text2;
}

const DEFAULT_REMARK: Text2 = {
  th: 'ภาพใบเสร็จไม่ชัดเจน กรุณาถ่ายใหม่ให้เห็นเลขที่ใบเสร็จ',
  en: 'The receipt photo is unclear. Please retake it so the receipt number can be read.',
};

/** QA's decision on a receipt (control endpoint). Approval credits the points once. */
export function decideReceipt(userId: string, receiptId: string, decision: ReceiptDecision, now: number): Receipt {
  return mutate((w) => {
    const member = w.members[userId];
    const receipt = member?.receipts.find((r) => r.id === receiptId);
    if (!member || !receipt) throw new SandboxError(404, 404, 'not_found', `No receipt ${receiptId} for ${userId}.`);
    if (decision.status === 'approved' && receipt.status !== 'approved') {
      const points = decision.points ?? Math.floor(receipt.spending / BAHT_PER_POINT);
      receipt.points = points;
      member.points += points;
      member.pointHistory.push({
        id: `p-${nextSeq(w)}`,
        kind: 'earn',
        type: 'default',
        points,
        title: { th: `อัปโหลดใบเสร็จ ${receipt.branch}`, en: `Receipt upload, ${receipt.branch}` },
        date: now,
      });
      delete receipt.remark;
    }
    if (decision.status === 'reject') {
      receipt.points = 0;
      receipt.remark = decision.remark ?? DEFAULT_REMARK;
    }
    if (decision.status === 'waiting') delete receipt.remark;
    receipt.status = decision.status;
    return receipt;
  });
}
