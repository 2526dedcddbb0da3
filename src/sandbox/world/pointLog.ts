/**
 * A year of point history for the seeded member somchai: every month of the last twelve has
 * entries, and together they use every transaction type and reason of spec section 3. The current month
 * holds more than one page of earned entries so paging shows, and there are expiring lots on three dates.
 * Dates are computed from "now" so the default view (the current month) always has entries.
 */
import type { PointEntry, PointTxnType, Text2 } from '@/sandbox/world/types';

const HOUR = 3_600;
const DAY = 86_400;
/** Bangkok is UTC+07:00 all year. */
const BANGKOK = 7 * HOUR;

interface Template {
  kind: 'earn' | 'used';
  type: PointTxnType;
  points: number;
  title: Text2;
}

const earnTemplates: Template[] = [
  { kind: 'earn', type: 'default', points: 45, title: { th: 'ซื้อสินค้า สาขาสยามสแควร์', en: 'Purchase at Siam Square' } },
  { kind: 'earn', type: 'trace-survey', points: 30, title: { th: 'ตอบแบบสอบถามประจำเดือน', en: 'Monthly survey' } },
  { kind: 'earn', type: 'trace-fgf', points: 100, title: { th: 'ชวนเพื่อนสมัครสมาชิก', en: 'Friend get friend' } },
  { kind: 'earn', type: 'adjust-add', points: 25, title: { th: 'ปรับเพิ่มคะแนนโดยผู้ดูแล', en: 'Points added by admin' } },
  { kind: 'earn', type: 'trace-custom-info', points: 20, title: { th: 'กรอกข้อมูลส่วนตัวครบถ้วน', en: 'Completed your profile details' } },
  { kind: 'earn', type: 'initial-add', points: 15, title: { th: 'คะแนนยกยอดจากบัตรสมาชิกเดิม', en: 'Points carried over from your old card' } },
  { kind: 'earn', type: 'rollback', points: 50, title: { th: 'คืนคะแนนจากการแลกที่ถูกยกเลิก', en: 'Points returned from a cancelled redemption' } },
  { kind: 'earn', type: 'default', points: 60, title: { th: 'อัปโหลดใบเสร็จ สาขาอารีย์', en: 'Receipt upload, Ari' } },
];

const usedTemplates: Template[] = [
  { kind: 'used', type: 'default', points: 120, title: { th: 'แลกเครื่องดื่มเย็นฟรี 1 แก้ว', en: 'Redeemed: one free iced drink' } },
  { kind: 'used', type: 'adjust-deduct', points: 15, title: { th: 'ปรับลดคะแนนโดยผู้ดูแล', en: 'Points deducted by admin' } },
  { kind: 'used', type: 'rollback', points: 45, title: { th: 'ยกเลิกคะแนนจากใบเสร็จที่ถูกคืนเงิน', en: 'Points reversed for a refunded receipt' } },
];

/** Unix seconds of the first instant of the Bangkok month `back` months before the one holding `now`. */
function monthStart(now: number, back: number): number {
  const local = new Date((now + BANGKOK) * 1000);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1);
  return start / 1000 - BANGKOK;
}

/**
 * Twelve months of entries (ids `p-y-*`). The current month gets twelve earned entries (more than the
 * app's page of ten) and two used ones, spread over the hours before `now` so none lies in the future;
 * each earlier month gets three earned and two used ones on fixed days.
 */
export function yearOfPointHistory(now: number): PointEntry[] {
  const out: PointEntry[] = [];
  let n = 0;
  const push = (t: Template, date: number) => {
    n += 1;
    out.push({ id: `p-y-${n}`, kind: t.kind, type: t.type, points: t.points, title: t.title, date });
  };
  const thisMonth = monthStart(now, 0);
  const span = Math.max(HOUR, now - thisMonth - HOUR);
  for (let i = 0; i < 12; i += 1) {
    push(earnTemplates[i % earnTemplates.length] as Template, now - HOUR - Math.floor((span * i) / 14));
  }
  push(usedTemplates[0] as Template, now - 2 * HOUR);
  push(usedTemplates[2] as Template, now - 3 * HOUR);
  for (let back = 1; back < 12; back += 1) {
    const start = monthStart(now, back);
    push(earnTemplates[back % earnTemplates.length] as Template, start + 3 * DAY + 10 * HOUR);
    push(earnTemplates[(back + 3) % earnTemplates.length] as Template, start + 12 * DAY + 14 * HOUR);
    push(earnTemplates[(back + 5) % earnTemplates.length] as Template, start + 20 * DAY + 9 * HOUR);
    push(usedTemplates[back % usedTemplates.length] as Template, start + 8 * DAY + 18 * HOUR);
    push(usedTemplates[(back + 1) % usedTemplates.length] as Template, start + 24 * DAY + 11 * HOUR);
  }
  return out;
}

/** Expiring lots on three dates (two lots share the first date, so grouping by date shows). */
export function expiringLots(now: number): PointEntry[] {
  const title: Text2 = { th: 'คะแนนที่จะหมดอายุ', en: 'Points expiring' };
  const endOf = (days: number) => {
    const local = new Date((now + days * DAY + BANGKOK) * 1000);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 23, 59, 59) / 1000 - BANGKOK;
  };
  return [
    { id: 'p-x-1', kind: 'expiring', type: 'default', points: 320, title, date: endOf(25) },
    { id: 'p-x-2', kind: 'expiring', type: 'default', points: 80, title, date: endOf(25) },
    { id: 'p-x-3', kind: 'expiring', type: 'default', points: 210, title, date: endOf(58) },
    { id: 'p-x-4', kind: 'expiring', type: 'default', points: 540, title, date: endOf(115) },
  ];
}
