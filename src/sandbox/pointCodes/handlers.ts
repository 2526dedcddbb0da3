/**
 * The sandbox's points codes (POST /coupon/process, openapi/modules.yaml processPointCodes). Seeded codes:
 *   PTS-2024-AB12CD  50 points     PTS-2024-EF34GH  100 points    PTS-2024-IJ56KL  20 points
 *   PTS-2024-USED01  already used  PTS-2023-OLD001  expired
 * Anything else is invalid; the third invalid code in a row bans the member for 15 minutes (ban_until).
 * A repeat of a tranId answers the first result and changes nothing.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/api/schema/modules';
import { attempt, badRequest } from '@/sandbox/services/common';
import { SandboxError, requireMember } from '@/sandbox/world/auth';
import { idempotent, tranIdOf } from '@/sandbox/world/idempotency';
import { mutate, nextSeq, world } from '@/sandbox/world/store';

const http = createOpenApiHttp<paths>({ baseUrl: '*/sandbox/modules' });

const CODES: Record<string, { points: number; expired?: boolean }> = {
  'PTS-2024-AB12CD': { points: 50 },
  'PTS-2024-EF34GH': { points: 100 },
  'PTS-2024-IJ56KL': { points: 20 },
  'PTS-2024-USED01': { points: 10 },
  'PTS-2023-OLD001': { points: 10, expired: true },
};
const BAN_AFTER_INVALID = 3;
const BAN_SECONDS = 15 * 60;

type CodeAnswer = { status: 'success' | 'used' | 'invalid' | 'expired' | 'error'; points?: number; points_earn?: number };
type ProcessAnswer = { codes: Record<string, CodeAnswer>; error_count: number; ban_until: number | null; today: number };

interface CodeState {
  used: Set<string>;
  invalidInARow: Map<string, number>;
  bannedUntil: Map<string, number>;
}

function fresh(): CodeState {
  return { used: new Set(['PTS-2024-USED01']), invalidInARow: new Map(), bannedUntil: new Map() };
}
let state = fresh();

export function resetPointCodes(): void {
  state = fresh();
}

export const pointCodeHandlers = [
  http.post('/coupon/process', async ({ request, response }) =>
    attempt(async () => {
      const { member: found } = requireMember(request);
      const member = world().members[found.userId];
      if (!member) throw new SandboxError(401, 401, 'token_exp', 'Your sign-in has expired. Please sign in again.');
      const body = (await request.json()) as { codes?: unknown; tranId?: unknown };
      if (!Array.isArray(body.codes) || body.codes.length === 0 || body.codes.length > 5 || !body.codes.every((c) => typeof c === 'string')) {
        throw badRequest('codes must be 1 to 5 strings');
      }
      const now = Math.floor(Date.now() / 1000);
      const banned = state.bannedUntil.get(member.userId) ?? 0;
      if (banned > now) throw new SandboxError(429, 2430, 'code_banned', `Too many wrong codes. Try again after ${new Date(banned * 1000).toISOString()}.`);
      const answer = idempotent(`${member.userId}:processPointCodes`, tranIdOf(request, body), () => process(member.userId, body.codes as string[], now));
      return response(200).json({ success: true, data: answer });
    }),
  ),
];

function process(userId: string, codes: string[], now: number): ProcessAnswer {
  const answer: ProcessAnswer = { codes: {}, error_count: 0, ban_until: null, today: 0 };
  mutate((w) => {
    const member = w.members[userId];
    if (!member) return;
    for (const raw of codes) {
      const code = raw.trim().toUpperCase();
      const known = CODES[code];
      if (!known) {
        answer.codes[code] = { status: 'invalid' };
        answer.error_count += 1;
        const strikes = (state.invalidInARow.get(userId) ?? 0) + 1;
        state.invalidInARow.set(userId, strikes);
        if (strikes >= BAN_AFTER_INVALID) {
          state.bannedUntil.set(userId, now + BAN_SECONDS);
          state.invalidInARow.set(userId, 0);
          answer.ban_until = now + BAN_SECONDS;
        }
        continue;
      }
      state.invalidInARow.set(userId, 0);
      if (known.expired) answer.codes[code] = { status: 'expired' };
      else if (state.used.has(code)) answer.codes[code] = { status: 'used' };
      else {
        state.used.add(code);
        member.points += known.points;
        answer.today += known.points;
        member.pointHistory.push({
          id: `p-${nextSeq(w)}`,
          kind: 'earn',
          type: 'default',
          points: known.points,
          title: { th: `รหัสสะสมแต้ม ${code}`, en: `Points code ${code}` },
          date: now,
        });
        answer.codes[code] = { status: 'success', points: known.points, points_earn: known.points };
      }
    }
  });
  return answer;
}
