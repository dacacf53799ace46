// The milestone status from its dates (issue 26 §3), including promises dated only by a year or a decade.
import { milestoneStatus, targetDeadline } from './status';

const claim = (target_date: string | null, target_precision: 'day' | 'month' | 'year' | 'decade', achieved_on: string | null = null) => ({
  target_date,
  target_precision,
  achieved_on,
});

describe('targetDeadline', () => {
  test('a year-only promise holds until 31 December, a month until its last day, a decade until its last year', () => {
    expect(targetDeadline('2025-01-01', 'year')).toBe('2025-12-31');
    expect(targetDeadline('2024-02-01', 'month')).toBe('2024-02-29');
    expect(targetDeadline('2025-11-01', 'month')).toBe('2025-11-30');
    expect(targetDeadline('2030-01-01', 'decade')).toBe('2039-12-31');
    expect(targetDeadline('2026-03-15', 'day')).toBe('2026-03-15');
  });
});

describe('milestoneStatus', () => {
  test('"by 2025" is still pending on 31 December 2025 and slipped on 1 January 2026', () => {
    expect(milestoneStatus(claim('2025-01-01', 'year'), '2025-12-31')).toEqual({
      status: 'pending',
      months_slipped: null,
      deadline: '2025-12-31',
    });
    expect(milestoneStatus(claim('2025-01-01', 'year'), '2026-01-01')).toEqual({
      status: 'slipped',
      months_slipped: 0,
      deadline: '2025-12-31',
    });
  });

  test('months slipped count whole months after the deadline', () => {
    expect(milestoneStatus(claim('2025-01-01', 'year'), '2026-11-26').months_slipped).toBe(10);
    expect(milestoneStatus(claim('2025-01-01', 'year'), '2027-01-01').months_slipped).toBe(12);
    expect(milestoneStatus(claim('2019-01-01', 'year'), '2026-11-26').months_slipped).toBe(82);
    expect(milestoneStatus(claim('2026-03-15', 'day'), '2026-05-15').months_slipped).toBe(1);
    expect(milestoneStatus(claim('2026-03-15', 'day'), '2026-05-16').months_slipped).toBe(2);
    expect(milestoneStatus(claim('2026-03-01', 'month'), '2026-05-31').months_slipped).toBe(1);
  });

  test('a decade promise slips only after its last year', () => {
    expect(milestoneStatus(claim('2030-01-01', 'decade'), '2039-12-31').status).toBe('pending');
    expect(milestoneStatus(claim('2030-01-01', 'decade'), '2040-02-01')).toMatchObject({ status: 'slipped', months_slipped: 1 });
  });

  test('an achievement makes it met, even late; a claim without a date stays pending', () => {
    expect(milestoneStatus(claim('2019-01-01', 'year', '2024-05-01'), '2026-11-26')).toMatchObject({ status: 'met', months_slipped: null });
    expect(milestoneStatus(claim(null, 'year'), '2099-01-01')).toEqual({ status: 'pending', months_slipped: null, deadline: null });
  });
});
