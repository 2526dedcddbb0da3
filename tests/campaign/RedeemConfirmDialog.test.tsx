/**
 * The redeem confirmation's body for every variant of spec section 4 ("Redeem confirmation"): delivery,
 * buy, draw (with and without the expiry), interface and default (points per unit with the English unit
 * plural above 1, the validity after use in days, hours and minutes), each with and without timer and
 * with and without delivery, in Thai and English, and the natural wording for a reward that costs 0 points.
 */
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CampaignDetail } from '@/domain/campaign/campaign';
import { CampaignKind } from '@/domain/campaign/campaignKind';
import { describeConfirmation } from '@/domain/campaign/confirmation';
import { RedeemConfirmDialog } from '@/flows/redeem/RedeemDialogs';
import { renderWithApp } from '../reward/renderWithApp';
import { campaign, DAY, NOW } from './fixtures';

function body(overrides: Partial<CampaignDetail>, locale: 'en' | 'th') {
  const c = campaign({ name: 'Tea', ...overrides });
  renderWithApp(
    <RedeemConfirmDialog open campaignName={c.name} confirmation={describeConfirmation(c)} busy={false} locale={locale} onConfirm={() => {}} onCancel={() => {}} />,
    { locale },
  );
  return screen.getByRole('dialog').textContent ?? '';
}

const EXPIRY = NOW + 30 * DAY; // 31 Jan 2025

describe('redeem confirmation body (spec section 4)', () => {
  it.each([
    // variant, campaign, English, Thai
    ['default', { kind: CampaignKind.Deal, pointPerUnit: 250 }, 'Redeem Tea for 250 points?', 'ยืนยันการแลก Tea ด้วย 250 คะแนน ใช่หรือไม่'],
    ['default, 1 point (singular unit)', { kind: CampaignKind.Deal, pointPerUnit: 1 }, 'Redeem Tea for 1 point?', 'ยืนยันการแลก Tea ด้วย 1 คะแนน ใช่หรือไม่'],
    ['default, free', { kind: CampaignKind.Free, pointPerUnit: 0 }, 'Redeem Tea? It costs no points.', 'ยืนยันการรับ Tea ใช่หรือไม่ ไม่ต้องใช้คะแนน'],
    ['buy', { kind: CampaignKind.Buy, pointPerUnit: 1500 }, 'Buy Tea for 1,500 points?', 'ยืนยันการซื้อ Tea ด้วย 1,500 คะแนน ใช่หรือไม่'],
    ['buy, free', { kind: CampaignKind.Buy, pointPerUnit: 0 }, 'Get Tea? It costs no points.', 'ยืนยันการรับ Tea ใช่หรือไม่ ไม่ต้องใช้คะแนน'],
    ['draw', { kind: CampaignKind.Draw, pointPerUnit: 100 }, 'Join the draw for Tea with 100 points? The draw closes on 31 Jan 2025.', 'ร่วมลุ้น Tea ด้วย 100 คะแนน ใช่หรือไม่ ปิดรับสิทธิ์วันที่ 31'],
    ['draw, free', { kind: CampaignKind.Draw, pointPerUnit: 0 }, 'Join the draw for Tea? Entry costs no points. The draw closes on 31 Jan 2025.', 'ร่วมลุ้น Tea ใช่หรือไม่ ไม่ต้องใช้คะแนน ปิดรับสิทธิ์วันที่ 31'],
    ['draw without expiry, free', { kind: CampaignKind.Draw, pointPerUnit: 0, expiresAt: undefined }, 'Join the draw for Tea? Entry costs no points.', 'ร่วมลุ้น Tea ใช่หรือไม่ ไม่ต้องใช้คะแนน'],
    ['interface', { kind: CampaignKind.Interface, pointPerUnit: 800 }, "Redeem Tea for 800 points? The reward is issued by our partner's service.", 'ยืนยันการแลก Tea ด้วย 800 คะแนน ใช่หรือไม่ สิทธิ์นี้ออกให้โดยบริการของพันธมิตร'],
    ['interface, free', { kind: CampaignKind.Interface, pointPerUnit: 0 }, "Redeem Tea? It costs no points. The reward is issued by our partner's service.", 'ยืนยันการรับ Tea ใช่หรือไม่ ไม่ต้องใช้คะแนน สิทธิ์นี้ออกให้โดยบริการของพันธมิตร'],
    ['delivery', { kind: CampaignKind.Buy, delivered: true, pointPerUnit: 300 }, 'Redeem Tea for 300 points? Next, tell us where to deliver it.', 'ยืนยันการแลก Tea ด้วย 300 คะแนน ใช่หรือไม่ ขั้นต่อไปโปรดระบุที่อยู่สำหรับจัดส่ง'],
    ['delivery, free', { kind: CampaignKind.Free, delivered: true, pointPerUnit: 0 }, 'Redeem Tea? It costs no points. Next, tell us where to deliver it.', 'ยืนยันการรับ Tea ใช่หรือไม่ ไม่ต้องใช้คะแนน ขั้นต่อไปโปรดระบุที่อยู่สำหรับจัดส่ง'],
  ] as const)('%s', (_name, overrides, english, thai) => {
    const en = body({ expiresAt: EXPIRY, ...overrides }, 'en');
    expect(en).toContain(english);
    expect(en).not.toMatch(/for Free|with Free|for free|ฟรี/);
    expect(en).not.toMatch(/count down|within|stays valid/);
    cleanup();
    const th = body({ expiresAt: EXPIRY, ...overrides }, 'th');
    expect(th).toContain(thai);
    expect(th).not.toMatch(/ด้วย ฟรี|ฟรี/);
    expect(th).not.toMatch(/Redeem|Join|Next|Free/);
  });

  it.each([
    ['default with validity after use (days, hours, minutes)', { kind: CampaignKind.Deal, minutesValidAfterUsed: 1_515 }, 'Once you use it, the code stays valid for 1 day 1 hour 15 minutes.', 'เมื่อกดใช้แล้ว โค้ดจะใช้ได้อีก 1 วัน 1 ชั่วโมง 15 นาที'],
    ['free default with a 1-minute validity', { kind: CampaignKind.Free, pointPerUnit: 0, minutesValidAfterUsed: 1 }, 'Once you use it, the code stays valid for 1 minute.', 'เมื่อกดใช้แล้ว โค้ดจะใช้ได้อีก 1 นาที'],
    ['default with a countdown', { kind: CampaignKind.Deal, showTimer: true }, 'The code counts down once it is shown', 'โค้ดจะเริ่มนับถอยหลังเมื่อแสดง'],
    ['buy with timer', { kind: CampaignKind.Buy, minutesValidAfterUsed: 30 }, 'Use it within 30 minutes after you redeem.', 'กรุณาใช้สิทธิ์ภายใน 30 นาทีหลังกดแลก'],
    ['draw with timer', { kind: CampaignKind.Draw, minutesValidAfterUsed: 1 }, 'Use it within 1 minute after you redeem.', 'กรุณาใช้สิทธิ์ภายใน 1 นาทีหลังกดแลก'],
    ['interface with a countdown', { kind: CampaignKind.Interface, showTimer: true }, 'The code counts down once it is shown', 'โค้ดจะเริ่มนับถอยหลังเมื่อแสดง'],
    ['delivery with timer', { kind: CampaignKind.Buy, delivered: true, minutesValidAfterUsed: 45 }, 'Use it within 45 minutes after you redeem.', 'กรุณาใช้สิทธิ์ภายใน 45 นาทีหลังกดแลก'],
    ['free delivery with a countdown', { kind: CampaignKind.Free, delivered: true, pointPerUnit: 0, showTimer: true }, 'The code counts down once it is shown', 'โค้ดจะเริ่มนับถอยหลังเมื่อแสดง'],
  ] as const)('with timer: %s', (_name, overrides, english, thai) => {
    expect(body({ expiresAt: EXPIRY, ...overrides }, 'en')).toContain(english);
    cleanup();
    expect(body({ expiresAt: EXPIRY, ...overrides }, 'th')).toContain(thai);
  });
});
