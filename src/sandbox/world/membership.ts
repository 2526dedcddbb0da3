/**
 * Membership in the sandbox: the levels with their privileges (GET /userlevel) and the member's badges
 * with missions (GET /profile/me/badges), both derived from the member so they follow what the member
 * does in the sandbox (points earned, rewards redeemed, receipts sent and approved).
 *
 * Levels carry the bit of the section-3 flag as level_id: 0 no tier, 1 Plus (flags 1 and 2), 4 Plus X.
 * Badges of grouping 'level' are the way to the tiers (level 1 Plus, level 2 Plus X); the others are
 * activity badges, one done, others part done, so every mission state is on screen for somchai.
 */
import type { LocaleCode, Member, Text2 } from '@/sandbox/world/types';

const DAY = 86_400;
const YEAR = 365 * DAY;

interface LevelSeed {
  levelId: number;
  name: Text2;
  description: Text2;
  benefits: Text2[];
  mission: Text2 | null;
}

const LEVELS: LevelSeed[] = [
  {
    levelId: 0,
    name: { th: 'สมาชิก', en: 'Member' },
    description: { th: 'ทุกคนที่สมัครสมาชิกแสงจันทร์ รีวอร์ด', en: 'Everyone who joins Saengchan Rewards' },
    benefits: [
      { th: 'รับ 1 คะแนนทุกการใช้จ่าย 25 บาท', en: '1 point for every 25 baht spent' },
      { th: 'แลกรางวัลและคูปองด้วยคะแนน', en: 'Redeem rewards and coupons with points' },
    ],
    mission: null,
  },
  {
    levelId: 1,
    name: { th: 'Plus', en: 'Plus' },
    description: { th: 'สำหรับสมาชิกที่สะสมคะแนนสม่ำเสมอ', en: 'For members who collect regularly' },
    benefits: [
      { th: 'รับคะแนนเพิ่ม 10% ทุกการใช้จ่าย', en: '10% bonus points on every purchase' },
      { th: 'เครื่องดื่มฟรี 1 แก้วในเดือนเกิด', en: 'A free drink in your birthday month' },
      { th: 'สิทธิ์แลกรางวัลพิเศษเฉพาะ Plus', en: 'Plus-only rewards' },
    ],
    mission: { th: 'สะสมครบ 1,000 คะแนนใน 12 เดือน', en: 'Earn 1,000 points in 12 months' },
  },
  {
    levelId: 4,
    name: { th: 'Plus X', en: 'Plus X' },
    description: { th: 'ระดับสูงสุดสำหรับสมาชิกคนพิเศษ', en: 'The top level for our closest members' },
    benefits: [
      { th: 'รับคะแนนเพิ่ม 25% ทุกการใช้จ่าย', en: '25% bonus points on every purchase' },
      { th: 'ส่งฟรีทุกคำสั่งซื้อออนไลน์', en: 'Free delivery on every online order' },
      { th: 'เชิญร่วมกิจกรรมพิเศษก่อนใคร', en: 'Early invitations to special events' },
      { th: 'เครื่องดื่มฟรี 1 แก้วในเดือนเกิด', en: 'A free drink in your birthday month' },
    ],
    mission: { th: 'แลกคะแนนครบ 5,000 คะแนนใน 12 เดือน', en: 'Redeem 5,000 points in 12 months' },
  },
];

const pick = (text: Text2, locale: LocaleCode) => (locale === 1033 ? text.en : text.th);

/** GET /userlevel: the levels from the lowest up, texts in the asked language. */
export function userLevels(locale: LocaleCode) {
  return LEVELS.map((l) => ({
    level_id: l.levelId,
    level_name: pick(l.name, locale),
    description: pick(l.description, locale),
    benefits: l.benefits.map((b) => pick(b, locale)),
    mission: l.mission ? pick(l.mission, locale) : null,
    sponsor_id: null,
  }));
}

interface MissionSeed {
  tracePlanId: number;
  name: Text2;
  value: number;
  current: number;
}

function mission(m: MissionSeed, locale: LocaleCode, from: number, to: number) {
  const current = Math.min(m.value, Math.max(0, m.current));
  return { tracePlanId: m.tracePlanId, value: m.value, name: pick(m.name, locale), applyStartDate: from, applyEndDate: to, current, isCompleted: current >= m.value };
}

/** Percentage of a badge: the missions' progress, averaged. */
function percentage(missions: Array<{ value: number; current: number }>): number {
  if (missions.length === 0) return 0;
  return Math.round((missions.reduce((sum, m) => sum + Math.min(1, m.current / m.value), 0) / missions.length) * 100);
}

/** GET /profile/me/badges: the member's badges, in the member's language. */
export function memberBadges(member: Member, now: number, locale: LocaleCode = member.locale) {
  const from = now - YEAR;
  const to = now + YEAR;
  const yearAgo = now - YEAR;
  const earned = member.pointHistory.filter((e) => e.kind === 'earn' && e.date >= yearAgo).reduce((sum, e) => sum + Math.max(0, e.points), 0);
  const spent = member.redemptions.reduce((sum, r) => sum + r.points, 0);
  const sent = member.receipts.length;
  const approved = member.receipts.filter((r) => r.status === 'approved').length;
  const hasPlus = (member.userLevel & 7) !== 0;
  const hasPlusX = (member.userLevel & 4) !== 0;

  const build = (seed: {
    id: string;
    name: Text2;
    description: Text2;
    points: number;
    grouping: string;
    level: number;
    missions: MissionSeed[];
    obtained?: boolean;
    obtainOn?: number | null;
    userLevelExpireDate?: number | null;
  }) => {
    const missions = seed.missions.map((m) => mission(m, locale, from, to));
    const done = seed.obtained ?? missions.every((m) => m.isCompleted);
    return {
      id: seed.id,
      name: pick(seed.name, locale),
      description: pick(seed.description, locale),
      points: seed.points,
      active: true,
      maxLevels: 2,
      startDate: from,
      endDate: to,
      period: '12M',
      grouping: seed.grouping,
      autoRedeemCampaign: null,
      autoRedeemLevel: null,
      userLevel: member.userLevel,
      userLevelExpireDate: seed.userLevelExpireDate ?? null,
      notification: {},
      level: seed.level,
      isObtain: done,
      obtainOn: done ? (seed.obtainOn ?? member.joinDate) : null,
      percentage: done ? 100 : percentage(missions),
      missions,
    };
  };

  return [
    build({
      id: 'badge-plus',
      name: { th: 'Plus', en: 'Plus' },
      description: { th: 'สะสมครบ 1,000 คะแนนใน 12 เดือน', en: 'Earn 1,000 points in 12 months' },
      points: 1000,
      grouping: 'level',
      level: 1,
      obtained: hasPlus,
      obtainOn: member.joinDate + 30 * DAY,
      userLevelExpireDate: hasPlus ? now + 180 * DAY : null,
      missions: [{ tracePlanId: 11, name: { th: 'สะสมคะแนน', en: 'Earn points' }, value: 1000, current: hasPlus ? 1000 : earned }],
    }),
    build({
      id: 'badge-plus-x',
      name: { th: 'Plus X', en: 'Plus X' },
      description: { th: 'แลกคะแนนครบ 5,000 คะแนนใน 12 เดือน', en: 'Redeem 5,000 points in 12 months' },
      points: 5000,
      grouping: 'level',
      level: 2,
      obtained: hasPlusX,
      userLevelExpireDate: hasPlusX ? now + 180 * DAY : null,
      missions: [
        { tracePlanId: 12, name: { th: 'แลกคะแนน', en: 'Redeem points' }, value: 5000, current: hasPlusX ? 5000 : spent },
        { tracePlanId: 13, name: { th: 'ส่งใบเสร็จที่ได้รับอนุมัติ', en: 'Approved receipts' }, value: 10, current: hasPlusX ? 10 : approved },
      ],
    }),
    build({
      id: 'badge-welcome',
      name: { th: 'ก้าวแรก', en: 'First step' },
      description: { th: 'สมัครสมาชิกแสงจันทร์ รีวอร์ด', en: 'Joined Saengchan Rewards' },
      points: 0,
      grouping: 'activity',
      level: 0,
      obtainOn: member.joinDate,
      missions: [{ tracePlanId: 21, name: { th: 'สมัครสมาชิก', en: 'Join the club' }, value: 1, current: 1 }],
    }),
    build({
      id: 'badge-receipts',
      name: { th: 'นักสะสมใบเสร็จ', en: 'Receipt collector' },
      description: { th: 'ส่งใบเสร็จ 5 ใบ และได้รับอนุมัติ 3 ใบ', en: 'Send 5 receipts and have 3 approved' },
      points: 50,
      grouping: 'activity',
      level: 0,
      missions: [
        { tracePlanId: 22, name: { th: 'ส่งใบเสร็จ', en: 'Receipts sent' }, value: 5, current: sent },
        { tracePlanId: 23, name: { th: 'ใบเสร็จที่ได้รับอนุมัติ', en: 'Receipts approved' }, value: 3, current: approved },
      ],
    }),
    build({
      id: 'badge-explorer',
      name: { th: 'นักแลกรางวัล', en: 'Reward explorer' },
      description: { th: 'แลกรางวัล 3 ครั้ง', en: 'Redeem 3 rewards' },
      points: 30,
      grouping: 'activity',
      level: 0,
      obtainOn: [...member.redemptions].sort((a, b) => a.redeemDate - b.redeemDate)[2]?.redeemDate ?? null,
      missions: [{ tracePlanId: 24, name: { th: 'แลกรางวัล', en: 'Rewards redeemed' }, value: 3, current: member.redemptions.length }],
    }),
  ];
}
