import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POINT_EXPIRY_MONTHS, pointExpiryMonths } from '@/domain/points/expiryPeriod';
import { ExpiringPointsList } from '@/flows/pointHistory/ExpiringPointsList';
import { WithIntl } from '../dialogs/helpers';

describe('point expiry period per locale (section 9)', () => {
  it('3, 6 and 18 months, one per locale, read from short codes and backend codes alike', () => {
    expect(new Set(Object.values(POINT_EXPIRY_MONTHS))).toEqual(new Set([3, 6, 18]));
    expect(pointExpiryMonths('th')).toBe(3);
    expect(pointExpiryMonths(1054)).toBe(3);
    expect(pointExpiryMonths('th-TH')).toBe(3);
    expect(pointExpiryMonths('en')).toBe(6);
    expect(pointExpiryMonths('1033')).toBe(6);
    expect(pointExpiryMonths(1041)).toBe(18);
  });

  it('the expiring points list says the period in the member’s language', () => {
    const summary = { total: 150, groups: [{ day: '2027-01-31', time: 1_801_000_000, points: 150 }] };
    const { unmount } = render(<WithIntl locale="en"><ExpiringPointsList summary={summary} locale="en" /></WithIntl>);
    expect(screen.getByTestId('expiring-period')).toHaveTextContent('Points expire every 6 months.');
    unmount();
    render(<WithIntl locale="th"><ExpiringPointsList summary={summary} locale="th" /></WithIntl>);
    expect(screen.getByTestId('expiring-period')).toHaveTextContent('คะแนนจะหมดอายุทุก 3 เดือน');
  });
});
