import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { halfOf, messagePartModule } from '../../scripts/vite/messageCatalogues';
import { jsonTextModuleValue as defaultExportOf } from '../support/vitePlugin';

/** A project with one flow catalogue and one shared catalogue. */
function project(files: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'messages-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(content));
  }
  return root;
}

const reward = { 'reward.title': { th: 'แลกของรางวัล', en: 'Rewards' }, 'reward.points': { th: 'ใช้ {points, number} คะแนน', en: 'Use {points, number} points' } };
const profile = { 'profile.title': { th: 'โปรไฟล์', en: 'Profile' }, 'errors.business.x': { th: 'ผิดพลาด "{id}"', en: 'Failed "{id}"' } };
const root = project({ 'src/flows/rewardCatalog/rewardCatalog.messages.json': reward, 'src/i18n/catalogues/profile.messages.json': profile });
const part = (name: string, build = false) => defaultExportOf(messagePartModule(root, name, build).code);

describe('the message catalogue parts (virtual:messages/…)', () => {
  it('merges every file of one language; th-core keeps the core ids and th-rest the others', () => {
    expect(part('en')).toEqual({ 'reward.title': 'Rewards', 'reward.points': 'Use {points, number} points', 'profile.title': 'Profile', 'errors.business.x': 'Failed "{id}"' });
    expect(part('th-core')).toEqual({ 'reward.title': 'แลกของรางวัล', 'reward.points': 'ใช้ {points, number} คะแนน', 'errors.business.x': 'ผิดพลาด "{id}"' });
    expect(part('th-rest')).toEqual({ 'profile.title': 'โปรไฟล์' });
  });

  it('cuts the rest of Thai in two halves of about the same size, each id in one', () => {
    const messages = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`m.${i}`, 'x'.repeat(10 + i)]));
    const [first, second] = [halfOf(messages, 0), halfOf(messages, 1)];
    expect({ ...first, ...second }).toEqual(messages);
    expect(Object.keys(first).filter((id) => id in second)).toEqual([]);
    const size = (part: Record<string, string>) => Object.entries(part).reduce((sum, [id, text]) => sum + id.length + text.length, 0);
    expect(Math.abs(size(first) - size(second))).toBeLessThanOrEqual(40);
    const bigger = project({ 'src/i18n/catalogues/profile.messages.json': { ...profile, 'profile.name': { th: 'ชื่อ', en: 'Name' }, 'profile.phone': { th: 'เบอร์โทรศัพท์มือถือ', en: 'Mobile' } } });
    const rest = (name: string) => defaultExportOf(messagePartModule(bigger, name, false).code) as Record<string, string>;
    expect({ ...rest('th-rest-1'), ...rest('th-rest-2') }).toEqual(rest('th-rest'));
    expect(Object.keys(rest('th-rest-1')).length).toBeGreaterThan(0);
    expect(Object.keys(rest('th-rest-2')).length).toBeGreaterThan(0);
  });

  it('ships ICU ASTs in builds', () => {
    expect(part('th-rest', true)).toEqual({ 'profile.title': parse('โปรไฟล์') });
    expect(part('en', true)).toMatchObject({ 'reward.points': parse('Use {points, number} points') });
  });

  it('refuses an id declared twice, an entry without one of the languages, and an unknown part', () => {
    const twice = project({ 'src/flows/a/a.messages.json': reward, 'src/flows/b/b.messages.json': { 'reward.title': { th: 'x', en: 'y' } } });
    expect(() => messagePartModule(twice, 'th', false)).toThrow(/reward\.title is declared twice: src\/flows\/a\/a\.messages\.json and src\/flows\/b\/b\.messages\.json/);
    const halfway = project({ 'src/flows/a/a.messages.json': { 'a.title': { th: 'x' } } });
    expect(() => messagePartModule(halfway, 'en', false)).toThrow(/a\.title has no en text/);
    expect(() => messagePartModule(root, 'fr', false)).toThrow(/unknown message part/);
  });
});
